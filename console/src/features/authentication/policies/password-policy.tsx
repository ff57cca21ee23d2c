import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { RealmFormLoader } from "@/shared/realm-form/realm-form-loader";
import { PasswordPolicyForm } from "./password-policy-form";

/**
 * The rules a new password must meet in this realm (length, character kinds, history …), one
 * value field a rule, as the server describes its rule types. manage-realm changes them; others
 * read them.
 */
export function PasswordPolicy() {
  const { t } = useTranslation();
  const types = useServerInfo().passwordPolicies ?? [];
  return (
    <RealmFormLoader
      loadingText={t("authentication.policies.password.loading")}
      loadErrorTitle={t("authentication.policies.password.loadError")}
    >
      {(realm, canManage) => (
        <PasswordPolicyForm realm={realm} types={types} canManage={canManage} />
      )}
    </RealmFormLoader>
  );
}
