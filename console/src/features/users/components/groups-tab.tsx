import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Checkbox,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { GroupChoice } from "@/shared/group-picker/group-choice";
import { GroupPickerDialog } from "@/shared/group-picker/group-picker-dialog";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { useJoinGroups, useLeaveGroup } from "../api/use-membership-mutations";
import { userGroupsQuery } from "../api/user-groups-query";
import { groupRows, type GroupRow } from "../group-rows";
import { useCanManageUser } from "../use-can-manage-user";
import { queryRows } from "@/shared/ui/table/query-rows";

/** The user's groups, direct and optionally inherited, with join and leave. */
export function GroupsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const userId = user.id ?? "";
  const groups = useQuery(userGroupsQuery(client, realm, userId));
  const join = useJoinGroups(userId);
  const leave = useLeaveGroup(userId);
  const { confirm, dialog } = useConfirmDialog();
  const [withInherited, setWithInherited] = useState(false);
  const [joining, setJoining] = useState(false);
  const canManage = useCanManageUser(user);
  const rows = groupRows(groups.data ?? [], withInherited);
  const memberOf = new Set((groups.data ?? []).map((group) => group.id ?? ""));

  const joinGroups = async (chosen: GroupChoice[]) => {
    await join.mutateAsync(chosen.map((group) => group.id));
    addAlert(t("users.groups.joined", { count: chosen.length }), "success");
  };

  const askLeave = (row: GroupRow) => {
    confirm({
      title: t("users.groups.leaveTitle"),
      message: t("users.groups.leaveMessage", { group: row.path }),
      confirmLabel: t("users.groups.leave"),
      variant: "danger",
      errorTitle: t("users.groups.leaveError"),
      onConfirm: async () => {
        await leave.mutateAsync([row.id ?? ""]);
        addAlert(t("users.groups.left", { group: row.path }), "success");
      },
    });
  };
  const joinButton = canManage && (
    <Button
      onClick={() => {
        setJoining(true);
      }}
    >
      {t("users.groups.join")}
    </Button>
  );

  return (
    <>
      {dialog}
      {joining && (
        <GroupPickerDialog
          title={t("users.groups.joinTitle")}
          confirmLabel={t("users.groups.joinConfirm")}
          mode="multiple"
          unavailable={{ ids: memberOf, reason: t("users.groups.alreadyMember") }}
          onConfirm={joinGroups}
          errorTitle={t("users.groups.joinError")}
          onClose={() => {
            setJoining(false);
          }}
        />
      )}
      <ClientDataTable<GroupRow>
        ariaLabel={t("users.groups.tableLabel")}
        {...queryRows(groups)}
        rows={rows}
        searchPlaceholder={t("users.groups.search")}
        rowKey={(row) => row.path}
        rowLabel={(row) => row.path}
        columns={[
          {
            id: "path",
            title: t("users.groups.path"),
            value: (row) => row.path,
            sortable: true,
            cell: (row) => row.path,
          },
          {
            id: "membership",
            title: t("users.groups.membership"),
            cell: (row) => (row.direct ? t("users.groups.direct") : t("users.groups.inherited")),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.groups.leave"),
              isDanger: true,
              isHidden: (row: GroupRow) => !row.direct,
              onClick: askLeave,
            },
          ],
        })}
        toolbarItems={() => (
          <>
            <ToolbarItem alignSelf="center">
              <Checkbox
                id="users-groups-inherited"
                label={t("users.groups.showInherited")}
                isChecked={withInherited}
                onChange={(_event, checked) => {
                  setWithInherited(checked);
                }}
              />
            </ToolbarItem>
            {joinButton && <ToolbarItem>{joinButton}</ToolbarItem>}
          </>
        )}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.groups.emptyTitle")}>
            <EmptyStateBody>{t("users.groups.emptyBody")}</EmptyStateBody>
            {joinButton && <EmptyStateFooter>{joinButton}</EmptyStateFooter>}
          </EmptyState>
        }
      />
    </>
  );
}
