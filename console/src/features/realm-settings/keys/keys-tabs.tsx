import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toKeysTab, type KeysTab } from "../paths";
import type { RealmTabProps } from "../realm-tab";
import { KeyProviders } from "./key-providers";
import { KeysList } from "./keys-list";

/** The keys tab: the realm's keys, and the providers that hold them. */
export function KeysTabs({ realm, canManage, requested }: RealmTabProps & { requested?: string }) {
  const { t } = useTranslation();
  const realmName = useRealm();
  const realmId = realm.id ?? realmName;
  return (
    <RoutedTabs<KeysTab>
      ariaLabel={t("realmSettings.keys.tabs")}
      linkTo={(tab) => toKeysTab({ realm: realmName, tab })}
      // Only an address of the keys' own tabs names one; the keys tab's own opens the first.
      requested={requested ?? "list"}
      tabs={[
        {
          key: "list",
          title: t("realmSettings.keys.listTab"),
          content: <KeysList realmId={realmId} />,
        },
        {
          key: "providers",
          title: t("realmSettings.keys.providersTab"),
          content: <KeyProviders realmId={realmId} canManage={canManage} />,
        },
      ]}
    />
  );
}
