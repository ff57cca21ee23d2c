import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useEnvironment } from "@/shared/api/environment-context";
import { realmNamesQuery } from "@/shared/api/realm-names-query";
import { useDeleteRealm } from "@/shared/api/use-delete-realm";
import { toRealmRoot } from "@/shared/paths/realm-root-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { DetailsAction } from "@/shared/ui/details/details-title";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { realmSettingsKeys } from "../api/keys";
import { PartialExportDialog } from "./partial-export-dialog";
import { PartialImportDialog } from "./partial-import-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

type OpenDialog = "import" | "export" | undefined;

/**
 * The actions on the whole realm in the realm settings header: partial import, partial export and
 * deleting the realm, with their dialogs. Only for administrators who may manage the realm; the
 * administration realm itself cannot be deleted, so it is not offered there.
 */
export function useRealmActions(
  realm: string,
  canManage: boolean,
): { actions: DetailsAction[]; dialogs: ReactNode } {
  const { t } = useTranslation();
  const client = useAdminClient();
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  // Somewhere to go once the realm is gone: the sign-in realm, else the first realm still listed.
  const nextRealm = async (deleted: string): Promise<string> => {
    if (environment.realm !== deleted) return environment.realm;
    const names = await queryClient
      .query(realmNamesQuery(client, environment.realm, ""))
      .then((list) => list.map((entry) => entry.name).filter((name) => name !== deleted))
      .catch(() => []);
    return names[0] ?? environment.masterRealm;
  };

  // The page shows the deleted realm: it moves to another before the cached lists reload, or
  // they would ask the server about a realm that is gone.
  const deleteRealm = useDeleteRealm({
    leave: async (deleted) => {
      addAlert(t("realmSettings.actions.delete.done", { realm: deleted }), "success");
      // Flushed at once, so the deleted realm's page is gone before the lists below reload.
      await navigate(toRealmRoot(await nextRealm(deleted)), { ...afterDeletion, flushSync: true });
      queryClient.removeQueries({
        queryKey: realmSettingsKeys.all(deleted),
        predicate: (query) => query.getObserversCount() === 0,
      });
    },
  });
  const { confirm, dialog } = useConfirmDialog();
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => {
    setOpen(undefined);
  };

  const askDelete = () => {
    confirm({
      title: t("realmSettings.actions.delete.title", { realm }),
      message: t("realmSettings.actions.delete.message", { realm }),
      confirmLabel: t("realmSettings.actions.delete.confirm"),
      variant: "danger",
      confirmationText: realm,
      errorTitle: t("realmSettings.actions.delete.failed"),
      onConfirm: () => deleteRealm.mutateAsync(realm),
    });
  };

  if (!canManage) return { actions: [], dialogs: null };
  const actions: DetailsAction[] = [
    {
      id: "partial-import",
      label: t("realmSettings.actions.import.open"),
      onSelect: () => {
        setOpen("import");
      },
    },
    {
      id: "partial-export",
      label: t("realmSettings.actions.export.open"),
      onSelect: () => {
        setOpen("export");
      },
    },
    ...(realm === environment.masterRealm
      ? []
      : [
          {
            id: "delete-realm",
            label: t("realmSettings.actions.delete.open"),
            isDanger: true,
            onSelect: askDelete,
          },
        ]),
  ];
  return {
    actions,
    dialogs: (
      <>
        {dialog}
        {open === "import" && <PartialImportDialog onClose={close} />}
        {open === "export" && <PartialExportDialog onClose={close} />}
      </>
    ),
  };
}
