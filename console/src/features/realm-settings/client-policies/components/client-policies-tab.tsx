import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toClientPolicies, type ClientPoliciesTab as InnerTab } from "../paths";
import { PoliciesSection } from "./policies-section";
import { ProfilesSection } from "./profiles-section";

/**
 * The realm's client profiles (what to require of a client) and client policies (which clients
 * must meet which profiles), a tab each, in the address.
 */
export function ClientPoliciesTab({
  canManage,
  requested,
}: {
  canManage: boolean;
  /** The inner tab the address names; the profiles when none. */
  requested: string | undefined;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <RoutedTabs<InnerTab>
      ariaLabel={t("realmSettings.clientPolicies.tabs")}
      linkTo={(tab) => toClientPolicies({ realm, tab })}
      requested={requested ?? "profiles"}
      tabs={[
        {
          key: "profiles",
          title: t("realmSettings.clientPolicies.profiles.tab"),
          content: <ProfilesSection canManage={canManage} />,
        },
        {
          key: "policies",
          title: t("realmSettings.clientPolicies.policies.tab"),
          content: <PoliciesSection canManage={canManage} />,
        },
      ]}
    />
  );
}
