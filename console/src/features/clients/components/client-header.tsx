import { FlexItem, Label, PageSection } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toClients } from "@/shared/paths/client-paths";
import { type DetailsAction, DetailsTitle } from "@/shared/ui/details/details-title";
import type { LoadedClient } from "../api/client-query";
import { AdapterConfigDialog } from "./adapter-config-dialog";
import { protocolLabel } from "./protocol-label";
import { useDeleteClientDialog } from "./use-delete-client-dialog";
import { useExportClient } from "./use-export-client";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * The client's id, protocol and state, with the actions on the whole client: export it as JSON,
 * get its adapter configuration, and (with the right to manage it) delete it.
 */
export function ClientHeader({
  client,
  canView,
  canManage,
}: {
  client: LoadedClient;
  canView: boolean;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const exportClient = useExportClient();
  const { askDelete, dialog } = useDeleteClientDialog();
  const [showingAdapterConfig, setShowingAdapterConfig] = useState(false);
  // Bearer-only clients and clients the server refuses to describe have no adapter to configure.
  const hasAdapterConfig = canView && client.bearerOnly !== true;

  const actions: DetailsAction[] = [
    ...(canView
      ? [
          {
            id: "export",
            label: t("clients.export.action"),
            onSelect: () => {
              exportClient(client);
            },
          },
        ]
      : []),
    ...(hasAdapterConfig
      ? [
          {
            id: "adapter-config",
            label: t("clients.adapterConfig.action"),
            onSelect: () => {
              setShowingAdapterConfig(true);
            },
          },
        ]
      : []),
    ...(canManage
      ? [
          {
            id: "delete",
            label: t("clients.delete.action"),
            isDanger: true,
            onSelect: () => {
              askDelete(client, () => void navigate(toClients({ realm }), afterDeletion));
            },
          },
        ]
      : []),
  ];

  return (
    <PageSection>
      {dialog}
      {showingAdapterConfig && (
        <AdapterConfigDialog
          client={client}
          onClose={() => {
            setShowingAdapterConfig(false);
          }}
        />
      )}
      <DetailsTitle
        title={client.clientId}
        labels={
          <>
            <FlexItem>
              <Label color="blue">{protocolLabel(t, client.protocol)}</Label>
            </FlexItem>
            {client.enabled === false && (
              <FlexItem>
                <Label color="orange">{t("clients.disabledLabel")}</Label>
              </FlexItem>
            )}
          </>
        }
        actionsLabel={t("clients.details.actions")}
        actions={actions}
      />
    </PageSection>
  );
}
