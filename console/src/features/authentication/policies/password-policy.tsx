import { Alert, Button, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { passwordPolicyQuery } from "../api/password-policy-query";
import { PasswordPolicyForm } from "./password-policy-form";

/**
 * The rules a new password must meet in this realm (length, character kinds, history …), one
 * value field a rule, as the server describes its rule types. manage-realm changes them; others
 * read them.
 */
export function PasswordPolicy() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canManage = useAccess().hasAccess("manage-realm");
  const types = useServerInfo().passwordPolicies ?? [];
  const stored = useQuery(passwordPolicyQuery(client, realm));

  if (stored.data === undefined) {
    if (!stored.isError)
      return <Skeleton screenreaderText={t("authentication.policies.password.loading")} />;
    return (
      <Alert
        variant="danger"
        isInline
        title={t("authentication.policies.password.loadError")}
        actionLinks={
          <Button variant="link" isInline onClick={() => void stored.refetch()}>
            {t("authentication.policies.password.tryAgain")}
          </Button>
        }
      >
        {errorMessage(stored.error, t).message}
      </Alert>
    );
  }
  // A new start from what the server holds once a save has been read back.
  return (
    <PasswordPolicyForm
      key={stored.data}
      stored={stored.data}
      types={types}
      canManage={canManage}
    />
  );
}
