import type { PhaseTwoInvitationRepresentation } from "@gatehouse/admin-client";
import { Button, LabelGroup, Label, TabContentBody, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { extInvitationsQuery } from "../api/ext-invitations-query";
import { useDeleteExtInvitation } from "../api/use-delete-ext-invitation";
import { InviteDialog } from "./invite-dialog";

type Invitation = PhaseTwoInvitationRepresentation;

/**
 * The organization's pending invitations, paged and searched by the server, with the roles each
 * grants on joining. Those who may manage organizations invite and revoke (after a confirmation).
 */
export function InvitationsTab({
  organization,
  canManage,
}: {
  organization: { id: string; name: string };
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const table = useTableState();
  const remove = useDeleteExtInvitation(organization.id);
  const { confirm, dialog } = useConfirmDialog();
  const [isInviting, setInviting] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  });

  const askRevoke = (invitation: Invitation) => {
    const email = invitation.email ?? "";
    confirm({
      title: t("extOrganizations.invitations.revokeTitle", { email }),
      message: t("extOrganizations.invitations.revokeMessage", { email }),
      confirmLabel: t("extOrganizations.invitations.revoke"),
      variant: "danger",
      errorTitle: t("extOrganizations.invitations.revokeError"),
      onConfirm: async () => {
        await remove.mutateAsync(invitation.id ?? "");
        addAlert(t("extOrganizations.invitations.revoked", { email }), "success");
      },
    });
  };
  const inviteButton = (
    <Button
      onClick={() => {
        setInviting(true);
      }}
    >
      {t("extOrganizations.invitations.invite")}
    </Button>
  );
  const createdAt = (invitation: Invitation) => {
    const date = new Date(invitation.createdAt ?? "");
    return Number.isNaN(date.getTime()) ? (invitation.createdAt ?? "") : dateFormat.format(date);
  };

  return (
    <TabContentBody hasPadding>
      {dialog}
      {isInviting && (
        <InviteDialog
          organization={organization}
          onClose={() => {
            setInviting(false);
          }}
        />
      )}
      <DataTable<Invitation>
        {...extInvitationsQuery(client, realm, organization.id, table.search === "")}
        state={table}
        ariaLabel={t("extOrganizations.invitations.tableLabel")}
        searchPlaceholder={t("extOrganizations.invitations.search")}
        rowKey={(invitation) => invitation.id ?? ""}
        rowLabel={(invitation) => invitation.email ?? ""}
        columns={[
          {
            id: "email",
            title: t("extOrganizations.invitations.email"),
            cell: (invitation) => invitation.email,
          },
          {
            id: "roles",
            title: t("extOrganizations.invitations.roles"),
            cell: (invitation) => (
              <LabelGroup
                aria-label={t("extOrganizations.invitations.rolesOf", { email: invitation.email })}
              >
                {(invitation.roles ?? []).map((role) => (
                  <Label key={role} isCompact>
                    {role}
                  </Label>
                ))}
              </LabelGroup>
            ),
          },
          {
            id: "createdAt",
            title: t("extOrganizations.invitations.createdAt"),
            cell: createdAt,
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("extOrganizations.invitations.revoke"),
              isDanger: true,
              onClick: askRevoke,
            },
          ],
        })}
        toolbarItems={() => canManage && <ToolbarItem>{inviteButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.invitations.emptyTitle")}
            body={t("extOrganizations.invitations.emptyBody")}
            action={canManage && inviteButton}
          />
        }
      />
    </TabContentBody>
  );
}
