import type { GroupRepresentation } from "@gatehouse/admin-client";
import { Alert, Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { GroupChoice } from "@/shared/group-picker/group-choice";
import { GroupPickerDialog } from "@/shared/group-picker/group-picker-dialog";
import { toGroup } from "@/shared/paths/group-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { defaultGroupsQuery, maxDefaultGroups } from "../api/default-groups-query";
import { useAddDefaultGroups, useRemoveDefaultGroups } from "../api/use-change-default-groups";
import { queryState } from "@/shared/ui/table/query-rows";
import { RemoveSelectedItem } from "@/shared/ui/table/remove-selected-item";

const pathOf = (group: GroupRepresentation) => group.path ?? `/${group.name ?? ""}`;

/**
 * The groups every new user of the realm joins: a table searched in the browser (the server lists
 * them whole and cannot search them), groups added with the group picker and removed after
 * confirmation. Changing them needs manage-realm; choosing groups also needs the right to list
 * them, which the picker asks the server for. The server lists only the default groups the
 * administrator may view (view-users or manage-users, or a group's own permission): the others
 * are said to be left out.
 */
export function DefaultGroups({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const access = useAccess();
  const canListGroups = access.hasSomeAccess("query-groups", "view-users", "manage-users");
  // The server leaves out of the list every default group the administrator may not view.
  const canViewGroups = access.hasSomeAccess("view-users", "manage-users");
  const canAdd = canManage && canListGroups;
  const loaded = useQuery(defaultGroupsQuery(client, realm));
  const add = useAddDefaultGroups();
  const remove = useRemoveDefaultGroups();
  const { confirm, dialog } = useConfirmDialog();
  const [adding, setAdding] = useState(false);
  const groups = loaded.data?.groups ?? [];
  const already = new Set(groups.map((group) => group.id ?? ""));

  const addGroups = async (chosen: GroupChoice[]) => {
    await add.mutateAsync(chosen.map((group) => group.id));
    addAlert(t("realmSettings.registration.groupsAdded"), "success");
  };
  const askRemove = (chosen: readonly GroupRepresentation[], onDone?: () => void) => {
    const one = chosen.length === 1 ? chosen[0] : undefined;
    confirm({
      title: t("realmSettings.registration.removeGroupsTitle"),
      message:
        one === undefined
          ? t("realmSettings.registration.removeGroupsMessage", {
              paths: chosen.map(pathOf).join(", "),
            })
          : t("realmSettings.registration.removeGroupMessage", { path: pathOf(one) }),
      confirmLabel: t("realmSettings.registration.removeGroup"),
      variant: "danger",
      errorTitle: t("realmSettings.registration.removeGroupsError"),
      onConfirm: async () => {
        await remove.mutateAsync(chosen.map((group) => group.id ?? ""));
        addAlert(t("realmSettings.registration.groupsRemoved"), "success");
        onDone?.();
      },
    });
  };
  const addButton = canAdd && (
    <Button
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("realmSettings.registration.addGroups")}
    </Button>
  );

  return (
    <>
      {dialog}
      {adding && (
        <GroupPickerDialog
          title={t("realmSettings.registration.addGroupsTitle")}
          confirmLabel={t("realmSettings.registration.addGroupsConfirm")}
          mode="multiple"
          unavailable={{ ids: already, reason: t("realmSettings.registration.alreadyDefault") }}
          onConfirm={addGroups}
          errorTitle={t("realmSettings.registration.addGroupsError")}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      {!canViewGroups && (
        <Alert
          isInline
          isPlain
          variant="info"
          title={t("realmSettings.registration.groupsHidden")}
        />
      )}
      {loaded.data?.complete === false && (
        <Alert
          isInline
          isPlain
          variant="warning"
          title={t("realmSettings.registration.cutOff", { limit: maxDefaultGroups })}
        />
      )}
      <ClientDataTable<GroupRepresentation>
        ariaLabel={t("realmSettings.registration.groupsTable")}
        {...queryState(loaded)}
        rows={groups}
        searchPlaceholder={t("realmSettings.registration.searchGroups")}
        rowKey={(group) => group.id ?? pathOf(group)}
        rowLabel={pathOf}
        columns={[
          {
            id: "path",
            title: t("realmSettings.registration.groupPath"),
            value: pathOf,
            sortable: true,
            // Only those who may open groups get a link to one.
            cell: (group) =>
              canListGroups && group.id !== undefined ? (
                <Link to={toGroup({ realm, id: group.id })}>{pathOf(group)}</Link>
              ) : (
                pathOf(group)
              ),
          },
        ]}
        {...(canManage && {
          selectable: "multiple" as const,
          actions: [
            {
              title: t("realmSettings.registration.removeGroup"),
              isDanger: true,
              onClick: (group: GroupRepresentation) => {
                askRemove([group]);
              },
            },
          ],
        })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => (
          <>
            {addButton && <ToolbarItem>{addButton}</ToolbarItem>}
            <RemoveSelectedItem
              context={{ selection, clearSelection }}
              label={() => t("realmSettings.registration.removeSelected")}
              onRemove={askRemove}
            />
          </>
        )}
        emptyState={
          <EmptyListState
            title={t("realmSettings.registration.noGroupsTitle")}
            body={t("realmSettings.registration.noGroupsBody")}
            action={addButton}
          />
        }
      />
    </>
  );
}
