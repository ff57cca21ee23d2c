import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  ToolbarItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { groupMembersQuery } from "../../api/group-members-query";
import { useGroupMembership } from "../../api/use-group-membership";
import { memberChangeLimit } from "../../api/use-member-changes";
import { AddGroupMembersDialog } from "./add-group-members-dialog";
import { RemoveSelectedItem } from "@/shared/ui/table/remove-selected-item";

/** The direct members of one of the organization's groups, with add and remove. */
export function GroupMembers({
  orgId,
  group,
  canManage,
}: {
  orgId: string;
  group: { id: string; name: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const membership = useGroupMembership(orgId, group.id);
  const { confirm, dialog } = useConfirmDialog();
  const [adding, setAdding] = useState(false);

  const askRemove = (users: UserRepresentation[], done?: () => void) => {
    confirm({
      title: t("organizations.groups.removeMembersTitle", { count: users.length }),
      message:
        users.length === 1
          ? t("organizations.groups.removeMemberOne", {
              username: users[0]?.username,
              name: group.name,
            })
          : t("organizations.groups.removeMemberMany", { count: users.length, name: group.name }),
      confirmLabel: t("organizations.groups.removeMember"),
      variant: "danger",
      errorTitle: t("organizations.groups.removeMembersError"),
      onConfirm: async () => {
        await membership.mutateAsync({
          change: "remove",
          userIds: users.map((user) => user.id ?? ""),
        });
        addAlert(t("organizations.groups.membersRemoved", { count: users.length }), "success");
        done?.();
      },
    });
  };
  const addButton = canManage && (
    <Button
      variant="secondary"
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("organizations.groups.addMembers")}
    </Button>
  );

  return (
    <>
      {dialog}
      {adding && (
        <AddGroupMembersDialog
          orgId={orgId}
          group={group}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <DataTable<UserRepresentation>
        {...groupMembersQuery(client, realm, orgId, group.id)}
        stateInAddress={false}
        ariaLabel={t("organizations.groups.membersOf", { name: group.name })}
        isSearchable={false}
        rowKey={(user) => user.id ?? ""}
        rowLabel={(user) => user.username ?? ""}
        canSelectAllMatching={false}
        columns={[
          {
            id: "username",
            title: t("organizations.groups.username"),
            cell: (user) => <Link to={toUser({ realm, id: user.id ?? "" })}>{user.username}</Link>,
          },
          {
            id: "email",
            title: t("organizations.groups.email"),
            truncate: true,
            value: (user) => user.email,
            cell: (user) => user.email,
          },
        ]}
        {...(canManage && {
          selectable: "multiple" as const,
          actions: [
            {
              title: t("organizations.groups.removeMember"),
              isDanger: true,
              onClick: (user: UserRepresentation) => {
                askRemove([user]);
              },
            },
          ],
        })}
        toolbarItems={({ selection, clearSelection }) => (
          <>
            {addButton && <ToolbarItem>{addButton}</ToolbarItem>}
            {canManage && (
              <RemoveSelectedItem
                context={{ selection, clearSelection }}
                label={(count) => t("organizations.groups.removeSelected", { count })}
                limit={memberChangeLimit}
                onRemove={askRemove}
              />
            )}
          </>
        )}
        emptyState={
          <EmptyState headingLevel="h4" titleText={t("organizations.groups.noMembersTitle")}>
            <EmptyStateBody>{t("organizations.groups.noMembersBody")}</EmptyStateBody>
            {addButton && <EmptyStateFooter>{addButton}</EmptyStateFooter>}
          </EmptyState>
        }
      />
    </>
  );
}
