import type { OrganizationRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { MembershipTypeLabel } from "@/shared/organizations/membership-type-label";
import { useRealm } from "@/shared/api/realm";
import { DomainLabels, domainsOf } from "@/shared/organizations/domain-labels";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { loadMembershipType } from "../api/load-membership-type";
import { usersKeys } from "../api/keys";
import { loadOrganizationChoices } from "../api/load-organization-choices";
import { useJoinOrganization } from "../api/use-join-organization";
import { useLeaveOrganization } from "../api/use-leave-organization";
import { userOrganizationsQuery, type UserOrganization } from "../api/user-organizations-query";
import { useCanManageUser } from "../use-can-manage-user";
import { queryRows } from "@/shared/ui/table/query-rows";

/** Picks one organization by searching the server and makes the user a member of it. */
function JoinOrganizationDialog({
  userId,
  memberOf,
  onClose,
}: {
  userId: string;
  memberOf: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const join = useJoinOrganization(userId);

  return (
    <PickerDialog<OrganizationRepresentation>
      title={t("users.orgs.joinTitle")}
      mode="single"
      listLabel={t("users.orgs.choose")}
      searchLabel={t("users.orgs.search")}
      queryKey={usersKeys.organizationChoices(realm)}
      loader={(request, signal) => loadOrganizationChoices(client, realm, request, signal)}
      staleTime={10_000}
      rowKey={(organization) => organization.id ?? ""}
      rowLabel={(organization) => organization.name ?? ""}
      unavailableReason={(organization) =>
        memberOf.has(organization.id ?? "") ? t("users.orgs.alreadyMember") : undefined
      }
      rowDescription={(organization) =>
        organization.alias === undefined
          ? undefined
          : t("users.orgs.aliasIs", { alias: organization.alias })
      }
      columns={[
        {
          id: "domains",
          title: t("users.orgs.domains"),
          cell: (organization) => domainsOf(organization).join(", "),
        },
      ]}
      confirmLabel={() => t("users.orgs.joinConfirm")}
      errorTitle={t("users.orgs.joinError")}
      onConfirm={async ([organization]) => {
        if (organization?.id === undefined) return;
        await join.mutateAsync(organization.id);
        addAlert(t("users.orgs.joined", { organization: organization.name }), "success");
      }}
      onClose={onClose}
      emptyState={<EmptyState headingLevel="h3" titleText={t("users.orgs.noChoices")} />}
    />
  );
}

/**
 * The organizations the user belongs to: name (marked when disabled), domains (two, then the rest
 * on demand), description and how the user belongs to each; with join and leave.
 */
export function OrganizationsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { addError } = useAlerts();
  const userId = user.id ?? "";
  const organizations = useQuery(userOrganizationsQuery(client, realm, userId));
  const leave = useLeaveOrganization(userId);
  const { ask, dialog } = useConfirmAction();
  const [joining, setJoining] = useState(false);
  // Joining and leaving change the organization too, which needs manage-realm.
  const canManage = useCanManageUser(user) && access.hasAccess("manage-realm");
  const rows = organizations.data ?? [];

  const askLeave = async (organization: UserOrganization) => {
    const orgId = organization.id ?? "";
    let managed: boolean;
    try {
      // The listing tells the membership type; ask only when it could not.
      managed =
        (organization.membershipType ??
          (await loadMembershipType(client, realm, orgId, userId))) === "MANAGED";
    } catch (error) {
      addError("users.orgs.memberLookupError", error);
      return;
    }
    ask({
      title: t("users.orgs.leaveTitle"),
      message: managed
        ? t("users.orgs.leaveManagedMessage", {
            organization: organization.name,
            username: user.username,
          })
        : t("users.orgs.leaveMessage", {
            organization: organization.name,
            username: user.username,
          }),
      confirmLabel: t("users.orgs.leave"),
      errorTitle: t("users.orgs.leaveError"),
      action: () => leave.mutateAsync(orgId),
      successMessage: t("users.orgs.left", { organization: organization.name }),
    });
  };
  const joinButton = canManage && (
    <Button
      onClick={() => {
        setJoining(true);
      }}
    >
      {t("users.orgs.join")}
    </Button>
  );

  return (
    <>
      {dialog}
      {joining && (
        <JoinOrganizationDialog
          userId={userId}
          memberOf={new Set(rows.map((organization) => organization.id ?? ""))}
          onClose={() => {
            setJoining(false);
          }}
        />
      )}
      <ClientDataTable<UserOrganization>
        ariaLabel={t("users.orgs.tableLabel")}
        {...queryRows(organizations)}
        rows={rows}
        searchPlaceholder={t("users.orgs.searchMember")}
        rowKey={(organization) => organization.id ?? ""}
        rowLabel={(organization) => organization.name ?? ""}
        columns={[
          {
            id: "name",
            title: t("users.orgs.name"),
            value: (organization) => organization.name,
            sortable: true,
            cell: (organization) => (
              <>
                {organization.name}{" "}
                {organization.enabled === false && (
                  <Label isCompact color="orange">
                    {t("users.orgs.disabled")}
                  </Label>
                )}
              </>
            ),
          },
          {
            id: "domains",
            title: t("users.orgs.domains"),
            value: (organization) => domainsOf(organization).join(" "),
            cell: (organization) => <DomainLabels organization={organization} />,
          },
          {
            id: "description",
            title: t("users.orgs.description"),
            value: (organization) => organization.description,
            cell: (organization) => organization.description,
          },
          {
            id: "membershipType",
            title: t("users.orgs.membershipType"),
            value: (organization) => organization.membershipType,
            cell: (organization) => <MembershipTypeLabel type={organization.membershipType} />,
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.orgs.leave"),
              isDanger: true,
              onClick: (organization: UserOrganization) => void askLeave(organization),
            },
          ],
        })}
        toolbarItems={() => joinButton && <ToolbarItem>{joinButton}</ToolbarItem>}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.orgs.emptyTitle")}>
            <EmptyStateBody>{t("users.orgs.emptyBody")}</EmptyStateBody>
            {joinButton && <EmptyStateFooter>{joinButton}</EmptyStateFooter>}
          </EmptyState>
        }
      />
    </>
  );
}
