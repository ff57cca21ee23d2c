import type { PhaseTwoMemberRepresentation } from "@gatehouse/admin-client";
import { Button, TabContentBody, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { extMembersQuery } from "../api/ext-members-query";
import { useCreateExtPortalLink } from "../api/use-create-ext-portal-link";
import { useExtMemberChanges } from "../api/use-ext-member-changes";
import { AddExtMembersDialog } from "./add-ext-members-dialog";
import { PortalLinkDialog } from "./portal-link-dialog";

/**
 * The organization's members, paged and searched by the server, with their number; those who may
 * manage organizations add users of the realm and remove members (after a confirmation).
 */
export function MembersTab({
  organization,
  canManage,
}: {
  organization: { id: string; name: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const table = useTableState();
  const portalLink = useCreateExtPortalLink(organization.id);
  const [shownLink, setShownLink] = useState<{ username: string; link: string }>();
  const changes = useExtMemberChanges(organization.id);
  const { confirm, dialog } = useConfirmDialog();
  const [isAdding, setAdding] = useState(false);

  const askRemove = (member: PhaseTwoMemberRepresentation) => {
    const username = member.username ?? "";
    confirm({
      title: t("extOrganizations.members.removeTitle", { username }),
      message: t("extOrganizations.members.removeMessage", {
        username,
        name: organization.name,
      }),
      confirmLabel: t("extOrganizations.members.remove"),
      variant: "danger",
      errorTitle: t("extOrganizations.members.removeError"),
      onConfirm: async () => {
        await changes.mutateAsync({ change: "remove", userIds: [member.id ?? ""] });
        addAlert(t("extOrganizations.members.removed", { username }), "success");
      },
    });
  };
  const createPortalLink = async (member: PhaseTwoMemberRepresentation) => {
    try {
      const { link } = await portalLink.mutateAsync(member.id ?? "");
      if (link === undefined || link === "") throw new Error("The server answered no link.");
      setShownLink({ username: member.username ?? "", link });
    } catch (error) {
      addError("extOrganizations.portalLink.error", error);
    }
  };
  const addButton = (
    <Button
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("extOrganizations.members.add")}
    </Button>
  );

  return (
    <TabContentBody hasPadding>
      {dialog}
      {shownLink !== undefined && (
        <PortalLinkDialog
          {...shownLink}
          onClose={() => {
            setShownLink(undefined);
          }}
        />
      )}
      {isAdding && (
        <AddExtMembersDialog
          organization={organization}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <DataTable<PhaseTwoMemberRepresentation>
        {...extMembersQuery(client, realm, organization.id, table.search === "")}
        state={table}
        ariaLabel={t("extOrganizations.members.tableLabel")}
        searchPlaceholder={t("extOrganizations.members.search")}
        rowKey={(member) => member.id ?? ""}
        rowLabel={(member) => member.username ?? ""}
        columns={[
          {
            id: "username",
            title: t("extOrganizations.members.username"),
            cell: (member) => (
              <Link to={toUser({ realm, id: member.id ?? "" })}>{member.username}</Link>
            ),
          },
          {
            id: "email",
            title: t("extOrganizations.members.email"),
            truncate: true,
            cell: (member) => member.email,
          },
          {
            id: "firstName",
            title: t("extOrganizations.members.firstName"),
            cell: (member) => member.firstName,
          },
          {
            id: "lastName",
            title: t("extOrganizations.members.lastName"),
            cell: (member) => member.lastName,
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("extOrganizations.portalLink.open"),
              onClick: (member: PhaseTwoMemberRepresentation) => void createPortalLink(member),
            },
            {
              title: t("extOrganizations.members.remove"),
              isDanger: true,
              onClick: askRemove,
            },
          ],
        })}
        toolbarItems={() => canManage && <ToolbarItem>{addButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.members.emptyTitle")}
            body={t("extOrganizations.members.emptyBody")}
            action={canManage && addButton}
          />
        }
      />
    </TabContentBody>
  );
}
