import type { GroupRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  EmptyStateBody,
  Flex,
  FlexItem,
  Stack,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DataTable } from "@/shared/ui/table/data-table";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { membersQuery } from "../api/members-query";
import {
  subtreeMemberBounds,
  subtreeMembersQuery,
  type SubtreeMember,
} from "../api/subtree-members-query";
import { useMembership } from "../api/use-membership";
import { AddMembersDialog } from "./add-members-dialog";
import { queryState } from "@/shared/ui/table/query-rows";
import { RemoveSelectedItem } from "@/shared/ui/table/remove-selected-item";

type Group = GroupRepresentation & { id: string };

/**
 * The group's members: its direct members, paged by the server, which administrators with the
 * right can add (a searched, paged user picker) and remove one or many at a time; or, with the
 * sub-groups included, everyone in the group or below it, with the group each belongs to.
 */
export function MembersTab({ group }: { group: Group }) {
  const { t } = useTranslation();
  const [withSubGroups, setWithSubGroups] = useState(false);
  const [adding, setAdding] = useState(false);
  const canManageMembers = group.access?.["manageMembers"] === true;
  const toggle = (
    <Checkbox
      id="group-members-include-sub-groups"
      label={t("groups.members.includeSubGroups")}
      isChecked={withSubGroups}
      onChange={(_event, checked) => {
        setWithSubGroups(checked);
      }}
    />
  );
  const addButton = canManageMembers && (
    <Button
      variant="primary"
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("groups.members.add")}
    </Button>
  );
  return (
    <>
      {adding && (
        <AddMembersDialog
          group={group}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      {withSubGroups ? (
        <SubtreeMembers group={group} toolbar={[toggle, addButton]} />
      ) : (
        <DirectMembers group={group} toolbar={[toggle, addButton]} canManage={canManageMembers} />
      )}
    </>
  );
}

function useUserColumns(): TableColumn<UserRepresentation>[] {
  const { t } = useTranslation();
  const realm = useRealm();
  return [
    {
      id: "username",
      title: t("groups.members.username"),
      value: (user) => user.username,
      cell: (user) => <Link to={toUser({ realm, id: user.id ?? "" })}>{user.username}</Link>,
    },
    {
      id: "email",
      title: t("groups.members.email"),
      value: (user) => user.email,
      cell: (user) => user.email,
    },
    {
      id: "name",
      title: t("groups.members.fullName"),
      value: (user) => [user.firstName, user.lastName].filter(Boolean).join(" "),
      cell: (user) => [user.firstName, user.lastName].filter(Boolean).join(" "),
    },
  ];
}

const toolbarOf = (items: readonly ReactNode[]) =>
  items.map((item, index) =>
    item === false ? null : <ToolbarItem key={index}>{item}</ToolbarItem>,
  );

/** The same controls above an empty state, where there is no toolbar. */
const controlsOf = (items: readonly ReactNode[]) => (
  <Flex alignItems={{ default: "alignItemsCenter" }}>
    {items.map((item, index) => (item === false ? null : <FlexItem key={index}>{item}</FlexItem>))}
  </Flex>
);

function DirectMembers({
  group,
  toolbar,
  canManage,
}: {
  group: Group;
  toolbar: readonly ReactNode[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const membership = useMembership(group.id);
  const { confirm, dialog } = useConfirmDialog();
  const columns = useUserColumns();

  const askRemove = (users: UserRepresentation[], done?: () => void) => {
    confirm({
      title: t("groups.members.removeTitle", { count: users.length }),
      message:
        users.length === 1
          ? t("groups.members.removeOne", { username: users[0]?.username, name: group.name })
          : t("groups.members.removeMany", { count: users.length, name: group.name }),
      confirmLabel: t("groups.members.remove"),
      variant: "danger",
      errorTitle: t("groups.members.removeError"),
      onConfirm: async () => {
        await membership.mutateAsync({
          change: "remove",
          userIds: users.map((user) => user.id ?? ""),
        });
        addAlert(t("groups.members.removed", { count: users.length }), "success");
        done?.();
      },
    });
  };

  return (
    <>
      {dialog}
      <DataTable<UserRepresentation>
        {...membersQuery(client, realm, group.id)}
        ariaLabel={t("groups.members.tableLabel")}
        isSearchable={false}
        rowKey={(user) => user.id ?? ""}
        rowLabel={(user) => user.username ?? ""}
        columns={columns}
        canSelectAllMatching={false}
        {...(canManage && {
          selectable: "multiple" as const,
          actions: [
            {
              title: t("groups.members.remove"),
              isDanger: true,
              onClick: (user: UserRepresentation) => {
                askRemove([user]);
              },
            },
          ],
        })}
        toolbarItems={({ selection, clearSelection }) => (
          <>
            {toolbarOf(toolbar)}
            {canManage && (
              <RemoveSelectedItem
                context={{ selection, clearSelection }}
                label={(count) => t("groups.members.removeSelected", { count })}
                onRemove={askRemove}
              />
            )}
          </>
        )}
        emptyState={
          <Stack hasGutter>
            {controlsOf(toolbar)}
            <EmptyState headingLevel="h2" titleText={t("groups.members.emptyTitle")}>
              <EmptyStateBody>{t("groups.members.emptyBody")}</EmptyStateBody>
            </EmptyState>
          </Stack>
        }
      />
    </>
  );
}

function SubtreeMembers({ group, toolbar }: { group: Group; toolbar: readonly ReactNode[] }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const members = useQuery(
    subtreeMembersQuery(client, realm, {
      id: group.id,
      path: group.path ?? "",
      subGroupCount: group.subGroupCount,
    }),
  );
  const userColumns = useUserColumns();
  const columns: TableColumn<SubtreeMember>[] = [
    ...userColumns.map((column) => ({
      ...column,
      cell: (row: SubtreeMember) => column.cell(row.user),
      value: (row: SubtreeMember) => column.value?.(row.user),
    })),
    {
      id: "membership",
      title: t("groups.members.membership"),
      value: (row) => row.groupPath,
      cell: (row) => (row.direct ? t("groups.members.direct") : row.groupPath),
    },
  ];
  return (
    <Stack hasGutter>
      {members.data?.complete === false && (
        <Alert variant="info" isInline title={t("groups.members.bounded", subtreeMemberBounds)} />
      )}
      <ClientDataTable<SubtreeMember>
        {...queryState(members)}
        rows={members.data?.rows ?? []}
        ariaLabel={t("groups.members.tableLabel")}
        rowKey={(row) => `${row.groupPath}\n${row.user.id ?? ""}`}
        rowLabel={(row) => row.user.username ?? ""}
        columns={columns}
        toolbarItems={() => toolbarOf(toolbar)}
        emptyState={
          <Stack hasGutter>
            {controlsOf(toolbar)}
            <EmptyState headingLevel="h2" titleText={t("groups.members.emptyTitle")}>
              <EmptyStateBody>{t("groups.members.emptySubtreeBody")}</EmptyStateBody>
            </EmptyState>
          </Stack>
        }
      />
    </Stack>
  );
}
