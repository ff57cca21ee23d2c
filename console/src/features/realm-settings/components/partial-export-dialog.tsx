import { Alert } from "@patternfly/react-core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { downloadTextFile } from "@/shared/lib/download-file";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { type PartialExportChoices, usePartialExport } from "../api/use-partial-export";

/** The name the exported file is saved under: the realm's, so exports of several realms stay apart. */
export const exportFileName = (realm: string) => `realm-export-${realm}.json`;

/**
 * Partial export: the realm's settings, with its groups and roles and its clients when chosen,
 * downloaded as a JSON file. A failed export keeps the dialog and the choices.
 */
export function PartialExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const partialExport = usePartialExport();
  // The server exports clients only to those who may view them, and groups and roles only to
  // those who may list groups: a switch the rights do not cover is offered off, and says why.
  const access = useAccess();
  const mayExportClients = access.hasSomeAccess("view-clients", "manage-clients");
  const mayExportGroups = access.hasSomeAccess("query-groups", "view-users", "manage-users");
  const form = useForm<PartialExportChoices>({
    defaultValues: { exportGroupsAndRoles: false, exportClients: false },
  });

  return (
    <FormDialog<PartialExportChoices>
      title={t("realmSettings.actions.export.title")}
      description={t("realmSettings.actions.export.description", { realm })}
      form={form}
      submitLabel={t("realmSettings.actions.export.submit")}
      errorTitle={t("realmSettings.actions.export.failed")}
      onSubmit={async (choices) => {
        const exported = await partialExport.mutateAsync(choices);
        downloadTextFile(
          exportFileName(realm),
          JSON.stringify(exported, null, 2),
          "application/json",
        );
        addAlert(t("realmSettings.actions.export.done", { realm }), "success");
      }}
      onClose={onClose}
    >
      <SwitchControl
        name="exportGroupsAndRoles"
        label={t("realmSettings.actions.export.groupsAndRoles")}
        isDisabled={!mayExportGroups}
        {...(!mayExportGroups && {
          helperText: t("realmSettings.actions.export.groupsAndRolesNeedRight"),
        })}
      />
      <SwitchControl
        name="exportClients"
        label={t("realmSettings.actions.export.clients")}
        isDisabled={!mayExportClients}
        {...(!mayExportClients && {
          helperText: t("realmSettings.actions.export.clientsNeedRight"),
        })}
      />
      <Alert isInline isPlain variant="info" title={t("realmSettings.actions.export.masked")} />
    </FormDialog>
  );
}
