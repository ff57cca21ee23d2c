import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Alert, FlexItem, Label, PageSection, Spinner } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toUserFederation } from "@/shared/paths/user-federation-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DetailsTitle, type DetailsAction } from "@/shared/ui/details/details-title";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteProvider } from "../../api/use-delete-provider";
import { useRemoveImportedUsers } from "../../api/use-remove-imported-users";
import { useSyncLdapUsers, type LdapSyncAction } from "../../api/use-sync-ldap-users";
import { useUnlinkLdapUsers } from "../../api/use-unlink-ldap-users";

/**
 * The provider's name and state, and what manage-realm may do with the whole provider:
 * synchronise its users, unlink or remove the imported ones, delete it. The destructive ones ask
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
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const id = provider.id ?? "";
  const name = provider.name ?? "";
  const sync = useSyncLdapUsers(id);
  const unlink = useUnlinkLdapUsers(id);
  const removeImported = useRemoveImportedUsers(id);
  const deleteProvider = useDeleteProvider();
  const config = provider.config ?? {};
  const isEnabled = config["enabled"]?.[0] !== "false";
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
  const ask = (key: "unlink" | "removeImported" | "delete", onConfirm: () => Promise<unknown>) => {
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
  const actions: DetailsAction[] = canManage
    ? [
        ...importActions,
        {
          id: "delete",
          label: t("userFederation.ldap.delete.open"),
          isDanger: true,
          onSelect: () => {
            ask("delete", async () => {
              await deleteProvider.mutateAsync(id);
              void navigate(toUserFederation({ realm }));
            });
          },
        },
      ]
    : [];

  return (
    <PageSection>
      {dialog}
      <DetailsTitle
        title={name}
        labels={
          !isEnabled && (
            <FlexItem>
              <Label color="grey">{t("userFederation.ldap.disabled")}</Label>
            </FlexItem>
          )
        }
        actionsLabel={t("userFederation.ldap.actions")}
        actions={actions}
      />
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
    </PageSection>
  );
}
