import type { GroupRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  ToolbarItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { GroupNameDialog } from "@/shared/group-form/group-name-dialog";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { groupsQuery } from "../../api/groups-query";
import { useGroupChanges } from "../../api/use-group-changes";

type Editing = { kind: "create" } | { kind: "rename"; group: GroupRepresentation } | undefined;

/**
 * The organization's groups at one level (the top, or under `parent`): open one to see its
 * sub-groups and members; create, rename and delete with the right.
 */
export function GroupLevel({
  orgId,
  parent,
  canManage,
  onOpen,
}: {
  orgId: string;
  parent: { id: string; name: string } | undefined;
  canManage: boolean;
  onOpen: (group: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const changes = useGroupChanges(orgId);
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<Editing>();

  const askDelete = (group: GroupRepresentation) => {
    confirm({
      title: t("organizations.groups.deleteTitle"),
      message: t("organizations.groups.deleteMessage", { name: group.name }),
      confirmLabel: t("organizations.groups.delete"),
      variant: "danger",
      errorTitle: t("organizations.groups.deleteError"),
      onConfirm: async () => {
        await changes.mutateAsync({ kind: "delete", id: group.id ?? "" });
        addAlert(t("organizations.groups.deleted", { name: group.name }), "success");
      },
    });
  };
  const createLabel =
    parent === undefined
      ? t("organizations.groups.create")
      : t("organizations.groups.createSubGroup");
  const createButton = canManage && (
    <Button
      variant={parent === undefined ? "primary" : "secondary"}
      onClick={() => {
        setEditing({ kind: "create" });
      }}
    >
      {createLabel}
    </Button>
  );

  return (
    <>
      {dialog}
      {editing?.kind === "create" && (
        <GroupNameDialog
          title={
            parent === undefined
              ? t("organizations.groups.createTitle")
              : t("organizations.groups.createSubGroupTitle", { name: parent.name })
          }
          submitLabel={t("organizations.groups.createConfirm")}
          onSave={async (group) => {
            await changes.mutateAsync({ kind: "create", parentId: parent?.id, group });
            addAlert(t("organizations.groups.created", { name: group.name }), "success");
          }}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
      {editing?.kind === "rename" && (
        <GroupNameDialog
          group={editing.group}
          title={t("organizations.groups.renameTitle", { name: editing.group.name })}
          submitLabel={t("organizations.groups.save")}
          onSave={async (group) => {
            await changes.mutateAsync({ kind: "update", id: editing.group.id ?? "", group });
            addAlert(t("organizations.groups.saved", { name: group.name }), "success");
          }}
          onClose={() => {
            setEditing(undefined);
          }}
        />
      )}
      <DataTable<GroupRepresentation>
        {...groupsQuery(client, realm, orgId, parent?.id)}
        stateInAddress={false}
        ariaLabel={
          parent === undefined
            ? t("organizations.groups.tableLabel")
            : t("organizations.groups.subGroupsOf", { name: parent.name })
        }
        isSearchable={false}
        rowKey={(group) => group.id ?? ""}
        rowLabel={(group) => group.name ?? ""}
        columns={[
          {
            id: "name",
            title: t("organizations.groups.name"),
            cell: (group) => (
              <Button
                variant="link"
                isInline
                onClick={() => {
                  onOpen({ id: group.id ?? "", name: group.name ?? "" });
                }}
              >
                {group.name}
              </Button>
            ),
          },
          {
            id: "description",
            title: t("organizations.groups.description"),
            truncate: true,
            value: (group) => group.description,
            cell: (group) => group.description,
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("organizations.groups.rename"),
              onClick: (group: GroupRepresentation) => {
                setEditing({ kind: "rename", group });
              },
            },
            {
              title: t("organizations.groups.delete"),
              isDanger: true,
              onClick: askDelete,
            },
          ],
        })}
        toolbarItems={() => createButton && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyState
            headingLevel={parent === undefined ? "h2" : "h4"}
            titleText={
              parent === undefined
                ? t("organizations.groups.emptyTitle")
                : t("organizations.groups.noSubGroupsTitle")
            }
          >
            <EmptyStateBody>
              {parent === undefined
                ? t("organizations.groups.emptyBody")
                : t("organizations.groups.noSubGroupsBody")}
            </EmptyStateBody>
            {createButton && <EmptyStateFooter>{createButton}</EmptyStateFooter>}
          </EmptyState>
        }
      />
    </>
  );
}
