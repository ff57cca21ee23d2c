import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { toClientScopesTab, type ClientScopesSubTab } from "@/shared/paths/client-paths";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import type { ClientTabProps } from "../api/client-query";
import { EvaluateTab } from "./evaluate/evaluate-tab";
import { ScopesSetup } from "./scopes-setup";
import { useCanManageClient } from "../use-can-manage-client";

/** A client's client scopes: the scopes it is given, and what its tokens hold because of them. */
export function ClientScopesTab({
  client,
  subTab,
}: ClientTabProps & { subTab: ClientScopesSubTab }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const canManage = useCanManageClient(client);
  return (
    <RoutedTabs<ClientScopesSubTab>
      ariaLabel={t("clientScopeSetup.tabs")}
      requested={subTab}
      linkTo={(tab) => toClientScopesTab({ realm, clientId: client.id, tab })}
      tabs={[
        {
          key: "setup",
          title: t("clientScopeSetup.setupTab"),
          content: <ScopesSetup client={client} canManage={canManage} />,
        },
        {
          key: "evaluate",
          title: t("clientScopeSetup.evaluateTab"),
          content: <EvaluateTab client={client} />,
        },
      ]}
    />
  );
}
