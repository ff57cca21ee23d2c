import type {
  MemberRepresentation,
  MembershipType,
  OrganizationRepresentation,
} from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateBody,
  Flex,
  FlexItem,
  Stack,
  TabContentBody,
  ToolbarItem,
} from "@patternfly/react-core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { MembershipTypeLabel } from "@/shared/organizations/membership-type-label";
import { toUser } from "@/shared/paths/user-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { DataTable } from "@/shared/ui/table/data-table";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { membersQuery } from "../api/members-query";
import { useOrganizationRights } from "../api/organization-rights";
import { memberChangeLimit, useMemberChanges } from "../api/use-member-changes";
import { AddMembersDialog } from "./members/add-members-dialog";
import { InviteExistingDialog } from "./members/invite-existing-dialog";
import { InviteNewDialog } from "./members/invite-new-dialog";
import { PendingInvitations } from "./members/pending-invitations";
import { RemoveSelectedItem } from "@/shared/ui/table/remove-selected-item";

export interface MembersTabProps {
  organization: OrganizationRepresentation;
}

type MembershipFilter = "all" | MembershipType;
type OpenDialog = "add" | "inviteExisting" | "inviteNew" | undefined;

const membershipFilterOf = (value: string | undefined): MembershipFilter =>
  value === "MANAGED" || value === "UNMANAGED" ? value : "all";

/**
 * The organization's members, paged, searched and filtered by membership type on the server;
 * administrators who manage users add existing users, invite by e-mail and remove members.
 */
export function MembersTab({ organization }: MembersTabProps) {
  const { canManageMembers: canManage } = useOrganizationRights();
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const orgId = organization.id ?? "";
  const table = useTableState({ filterNames: ["membershipType"] });
  const membership = membershipFilterOf(table.filters["membershipType"]);
  const changes = useMemberChanges(orgId);
  const { confirm, dialog } = useConfirmDialog();
  const [open, setOpen] = useState<OpenDialog>();
  const shown = { id: orgId, name: organization.name };
  const close = () => {
    setOpen(undefined);
  };

  const askRemove = (members: MemberRepresentation[], done?: () => void) => {
    confirm({
      title: t("organizations.members.removeTitle", { count: members.length }),
      message:
        members.length === 1
          ? t("organizations.members.removeOne", {
              username: members[0]?.username,
              name: organization.name,
            })
          : t("organizations.members.removeMany", {
              count: members.length,
              name: organization.name,
            }),
      confirmLabel: t("organizations.members.remove"),
      variant: "danger",
      errorTitle: t("organizations.members.removeError"),
      onConfirm: async () => {
        await changes.mutateAsync({
          change: "remove",
          userIds: members.map((member) => member.id ?? ""),
        });
        addAlert(t("organizations.members.removed", { count: members.length }), "success");
        done?.();
      },
    });
  };

  const filter = (
    <OptionSelect<MembershipFilter>
      ariaLabel={t("organizations.members.membershipFilter")}
      options={[
        { key: "all", label: t("organizations.members.allTypes") },
        { key: "MANAGED", label: t("organizations.members.managed") },
        { key: "UNMANAGED", label: t("organizations.members.unmanaged") },
      ]}
      selected={membership}
      onSelect={(key) => {
        table.setFilters({ membershipType: key === "all" ? undefined : key });
      }}
    />
  );
  const buttons: ReactNode[] = canManage
    ? [
        <Button
          key="add"
          variant="primary"
          onClick={() => {
            setOpen("add");
          }}
        >
          {t("organizations.members.add")}
        </Button>,
        <Button
          key="existing"
          variant="secondary"
          onClick={() => {
            setOpen("inviteExisting");
          }}
        >
          {t("organizations.members.inviteExisting")}
        </Button>,
        <Button
          key="new"
          variant="secondary"
          onClick={() => {
            setOpen("inviteNew");
          }}
        >
          {t("organizations.members.inviteNew")}
        </Button>,
      ]
    : [];
  const filtered = membership !== "all" || table.search !== "";

  return (
    <TabContentBody hasPadding>
      {dialog}
      {open === "add" && <AddMembersDialog organization={shown} onClose={close} />}
      {open === "inviteExisting" && <InviteExistingDialog organization={shown} onClose={close} />}
      {open === "inviteNew" && <InviteNewDialog organization={shown} onClose={close} />}
      <Stack hasGutter>
        <DataTable<MemberRepresentation>
          {...membersQuery(client, realm, orgId, membership === "all" ? undefined : membership)}
          state={table}
          ariaLabel={t("organizations.members.tableLabel")}
          searchPlaceholder={t("organizations.members.search")}
          rowKey={(member) => member.id ?? ""}
          rowLabel={(member) => member.username ?? ""}
          canSelectAllMatching={false}
          columns={[
            {
              id: "username",
              title: t("organizations.members.username"),
              cell: (member) => (
                <Link to={toUser({ realm, id: member.id ?? "" })}>{member.username}</Link>
              ),
            },
            {
              id: "email",
              title: t("organizations.members.email"),
              truncate: true,
              value: (member) => member.email,
              cell: (member) => member.email,
            },
            {
              id: "firstName",
              title: t("organizations.members.firstName"),
              cell: (member) => member.firstName,
            },
            {
              id: "lastName",
              title: t("organizations.members.lastName"),
              cell: (member) => member.lastName,
            },
            {
              id: "membershipType",
              title: t("organizations.members.membershipType"),
              cell: (member) => <MembershipTypeLabel type={member.membershipType} />,
            },
          ]}
          {...(canManage && {
            selectable: "multiple" as const,
            actions: [
              {
                title: t("organizations.members.remove"),
                isDanger: true,
                onClick: (member: MemberRepresentation) => {
                  askRemove([member]);
                },
              },
            ],
          })}
          toolbarItems={({ selection, clearSelection }) => (
            <>
              <ToolbarItem>{filter}</ToolbarItem>
              {buttons.map((button, index) => (
                <ToolbarItem key={index}>{button}</ToolbarItem>
              ))}
              {canManage && (
                <RemoveSelectedItem
                  context={{ selection, clearSelection }}
                  label={(count) => t("organizations.members.removeSelected", { count })}
                  limit={memberChangeLimit}
                  onRemove={askRemove}
                />
              )}
            </>
          )}
          emptyState={
            <Stack hasGutter>
              <Flex alignItems={{ default: "alignItemsCenter" }}>
                {filtered && <FlexItem>{filter}</FlexItem>}
                {buttons.map((button, index) => (
                  <FlexItem key={index}>{button}</FlexItem>
                ))}
              </Flex>
              <EmptyState headingLevel="h2" titleText={t("organizations.members.emptyTitle")}>
                <EmptyStateBody>
                  {filtered
                    ? t("organizations.members.emptyFilteredBody")
                    : t("organizations.members.emptyBody")}
                </EmptyStateBody>
              </EmptyState>
            </Stack>
          }
        />
        <PendingInvitations orgId={orgId} canManage={canManage} />
      </Stack>
    </TabContentBody>
  );
}
