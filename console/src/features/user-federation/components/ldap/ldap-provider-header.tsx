import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Alert, PageSection, Spinner } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { DetailsAction } from "@/shared/ui/details/details-title";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useRemoveImportedUsers } from "../../api/use-remove-imported-users";
import { useSyncLdapUsers, type LdapSyncAction } from "../../api/use-sync-ldap-users";
import { useUnlinkLdapUsers } from "../../api/use-unlink-ldap-users";
import { ProviderHeader } from "../provider-header";

/**
 * The provider's name and state, and what manage-realm may do with the whole provider:
 * synchronise its users, unlink or remove the imported ones, and (as for any provider) delete it. The destructive ones ask
 * first. The synchronisations run while the server works and cannot be called back once sent;
 * the page says so and stays usable (leaving it does not stop the server).
 */
export function LdapProviderHeader({
  provider,
  canManage,
}: {
  provider: ComponentRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const id = provider.id ?? "";
  const name = provider.name ?? "";
  const sync = useSyncLdapUsers(id);
  const unlink = useUnlinkLdapUsers(id);
  const removeImported = useRemoveImportedUsers(id);
  const config = provider.config ?? {};
  // Without import the realm holds no users of the directory: nothing to synchronise or unlink.
  const imports = config["importEnabled"]?.[0] !== "false";

  const runSync = async (action: LdapSyncAction) => {
    try {
      const result = await sync.mutateAsync(action);
      addAlert(
        t("userFederation.ldap.sync.done", {
          added: result.added ?? 0,
          updated: result.updated ?? 0,
          removed: result.removed ?? 0,
          failed: result.failed ?? 0,
        }),
        (result.failed ?? 0) > 0 ? "warning" : "success",
      );
    } catch (error) {
      addError("userFederation.ldap.sync.error", error);
    }
  };
  const ask = (key: "unlink" | "removeImported", onConfirm: () => Promise<unknown>) => {
    confirm({
      title: t(`userFederation.ldap.${key}.title`, { name }),
      message: t(`userFederation.ldap.${key}.message`, { name }),
      confirmLabel: t(`userFederation.ldap.${key}.confirm`),
      variant: "danger",
      errorTitle: t(`userFederation.ldap.${key}.error`),
      onConfirm: async () => {
        await onConfirm();
        addAlert(t(`userFederation.ldap.${key}.done`, { name }), "success");
      },
    });
  };

  const isSyncing = sync.isPending;
  // Delete, which every provider type has, comes after these from the shared header.
  const importActions: DetailsAction[] = imports
    ? [
        {
          id: "sync-changed",
          label: t("userFederation.ldap.sync.changed"),
          isAriaDisabled: isSyncing,
          onSelect: () => void runSync("triggerChangedUsersSync"),
        },
        {
          id: "sync-all",
          label: t("userFederation.ldap.sync.all"),
          isAriaDisabled: isSyncing,
          onSelect: () => void runSync("triggerFullSync"),
        },
        {
          id: "unlink",
          label: t("userFederation.ldap.unlink.open"),
          isAriaDisabled: isSyncing,
          onSelect: () => {
            ask("unlink", () => unlink.mutateAsync());
          },
        },
        {
          id: "remove-imported",
          label: t("userFederation.ldap.removeImported.open"),
          isDanger: true,
          isAriaDisabled: isSyncing,
          onSelect: () => {
            ask("removeImported", () => removeImported.mutateAsync());
          },
        },
      ]
    : [];
  return (
    <PageSection>
      {dialog}
      <ProviderHeader provider={provider} canManage={canManage} actions={importActions}>
        {isSyncing && (
          <Alert
            variant="info"
            isInline
            customIcon={<Spinner size="md" aria-hidden />}
            title={t("userFederation.ldap.sync.running")}
          >
            {t("userFederation.ldap.sync.runningHelp")}
          </Alert>
        )}
      </ProviderHeader>
    </PageSection>
  );
}
