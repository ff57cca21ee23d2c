import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toClientRegistration } from "./paths";
import { RegistrationPoliciesTable } from "./registration-policies-table";

/**
 * The realm's client registration policies, in two tabs kept in the address (`:subTab`): those
 * that apply to anonymous registration and those that apply to registration with a token or role.
 */
export function ClientRegistrationTab() {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <RoutedTabs
      ariaLabel={t("clientRegistration.policies.tabs")}
      param="subTab"
      linkTo={(subTab) => toClientRegistration({ realm, subTab })}
      tabs={[
        {
          key: "anonymous",
          title: t("clientRegistration.policies.anonymous"),
          content: <RegistrationPoliciesTable subType="anonymous" />,
        },
        {
          key: "authenticated",
          title: t("clientRegistration.policies.authenticated"),
          content: <RegistrationPoliciesTable subType="authenticated" />,
        },
      ]}
    />
  );
}
