import type { ComponentRepresentation } from "@gatehouse/admin-client";
import {
  Alert,
  Content,
  Skeleton,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { keyProvidersQuery, keyProviderType } from "../api/key-providers-query";
import { useDeleteKeyProvider } from "../api/use-delete-key-provider";
import { useReorderKeyProviders } from "../api/use-reorder-key-providers";
import { AddKeyProvider } from "./add-key-provider";
import { KeyProvidersTable } from "./key-providers-table";
import { byPriority, moveEntry, priorityChanges } from "./provider-order";

/**
 * The realm's key providers, the highest priority first: the server signs with the active key of
 * the highest priority for an algorithm. Managers add providers, reorder them (by dragging or with
 * the move buttons, which changes the moved provider's priority) and delete them after
 * confirming; others only read the list.
 */
export function KeyProviders({ realmId, canManage }: { realmId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const types = useServerInfo().componentTypes?.[keyProviderType] ?? [];
  const providers = useQuery(keyProvidersQuery(client, realm, realmId));
  const reorder = useReorderKeyProviders();
  const deleteProvider = useDeleteKeyProvider();
  // The order being saved, shown until the server's list is read again.
  const [pendingOrder, setPendingOrder] = useState<ComponentRepresentation[]>();

  if (providers.isPending)
    return <Skeleton screenreaderText={t("realmSettings.keys.providers.loading")} />;
  if (providers.isError)
    return (
      <Alert variant="danger" isInline title={t("realmSettings.keys.providers.loadError")}>
        {errorMessage(providers.error, t).message}
      </Alert>
    );

  const ordered = pendingOrder ?? byPriority(providers.data);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ordered.length || from === to) return;
    const next = moveEntry(ordered, from, to);
    const changes = priorityChanges(next, to);
    if (changes.length === 0) return;
    setPendingOrder(next);
    reorder.mutate(changes, {
      onSuccess: () => {
        addAlert(t("realmSettings.keys.providers.reordered"), "success");
      },
      onError: (error) => {
        addError("realmSettings.keys.providers.reorderError", error);
      },
      onSettled: () => {
        setPendingOrder(undefined);
      },
    });
  };
  const askDelete = (provider: ComponentRepresentation) => {
    confirm({
      title: t("realmSettings.keys.providers.delete.title"),
      message: t("realmSettings.keys.providers.delete.message", { name: provider.name }),
      confirmLabel: t("realmSettings.keys.providers.delete.confirm"),
      variant: "danger",
      errorTitle: t("realmSettings.keys.providers.delete.error"),
      onConfirm: async () => {
        await deleteProvider.mutateAsync(provider.id ?? "");
        addAlert(t("realmSettings.keys.providers.delete.done", { name: provider.name }), "success");
      },
    });
  };
  const addButton = canManage && <AddKeyProvider types={types} realmId={realmId} />;

  return (
    <>
      {dialog}
      {ordered.length === 0 ? (
        <EmptyListState
          title={t("realmSettings.keys.providers.empty.title")}
          body={t("realmSettings.keys.providers.empty.body")}
          action={addButton}
        />
      ) : (
        <>
          <Toolbar>
            <ToolbarContent>
              {addButton !== false && <ToolbarItem>{addButton}</ToolbarItem>}
              <ToolbarItem alignSelf="center">
                <Content component="small">
                  {canManage
                    ? t("realmSettings.keys.providers.orderHint")
                    : t("realmSettings.keys.providers.orderInfo")}
                </Content>
              </ToolbarItem>
            </ToolbarContent>
          </Toolbar>
          <KeyProvidersTable
            providers={ordered}
            canManage={canManage}
            isSaving={reorder.isPending}
            onMove={move}
            onDelete={askDelete}
          />
        </>
      )}
    </>
  );
}
