import type { OrganizationInvitationRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody, Label, Title } from "@patternfly/react-core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { keepsOrganizationInvitations } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { invitationsQuery } from "../../api/invitations-query";
import { organizationsKeys } from "../../api/keys";
import { useInvitationActions } from "../../api/use-invitation-actions";
import { explainingMailFailure } from "./mail-failure";
import { fullName } from "@/shared/user-picker/full-name";

/** An invitation date, which the server counts in seconds since the epoch. */
const InvitationDate = ({ seconds }: { seconds: number | undefined }) =>
  seconds === undefined ? null : <DateTime value={seconds * 1000} />;

/**
 * The invitations sent and not yet followed, under their own heading: address, name, when sent
 * and until when valid; administrators who may change members send one again or withdraw it.
 * Nothing shows, and nothing is asked, on a server that does not keep its invitations, as its own
 * console shows none.
 */
export function PendingInvitations({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const serverKeeps = keepsOrganizationInvitations(useServerInfo());
  // Never fetched: should a server that seems to keep invitations answer their list with 404, the
  // loader records it here, for the whole server, so no other organization asks again.
  const { data: kept = true } = useQuery<boolean>({
    queryKey: organizationsKeys.invitationsKept(),
    queryFn: () => true,
    enabled: false,
    gcTime: Infinity,
  });
  const { addAlert, addError } = useAlerts();
  const actions = useInvitationActions(orgId);
  const { confirm, dialog } = useConfirmDialog();

  const resend = async (invitation: OrganizationInvitationRepresentation) => {
    try {
      await explainingMailFailure(
        () => actions.mutateAsync({ action: "resend", id: invitation.id ?? "" }),
        t,
      );
      addAlert(t("organizations.members.invited", { email: invitation.email }), "success");
    } catch (error) {
      addError("organizations.members.inviteError", error);
    }
  };
  const askDelete = (invitation: OrganizationInvitationRepresentation) => {
    confirm({
      title: t("organizations.members.withdrawTitle"),
      message: t("organizations.members.withdrawMessage", { email: invitation.email }),
      confirmLabel: t("organizations.members.withdraw"),
      variant: "danger",
      errorTitle: t("organizations.members.withdrawError"),
      onConfirm: async () => {
        await actions.mutateAsync({ action: "delete", id: invitation.id ?? "" });
        addAlert(t("organizations.members.withdrawn", { email: invitation.email }), "success");
      },
    });
  };

  if (!serverKeeps || !kept) return null;
  return (
    <>
      {dialog}
      <Title headingLevel="h2">{t("organizations.members.invitations")}</Title>
      <DataTable<OrganizationInvitationRepresentation>
        {...invitationsQuery(client, realm, orgId, () => {
          queryClient.setQueryData(organizationsKeys.invitationsKept(), false);
        })}
        addressPrefix="invitations-"
        ariaLabel={t("organizations.members.invitationsLabel")}
        searchPlaceholder={t("organizations.members.searchInvitations")}
        rowKey={(invitation) => invitation.id ?? ""}
        rowLabel={(invitation) => invitation.email ?? ""}
        columns={[
          {
            id: "email",
            title: t("organizations.members.email"),
            truncate: true,
            value: (invitation) => invitation.email,
            cell: (invitation) => invitation.email,
          },
          {
            id: "name",
            title: t("organizations.members.name"),
            cell: (invitation) => fullName(invitation),
          },
          {
            id: "sent",
            title: t("organizations.members.sent"),
            cell: (invitation) => <InvitationDate seconds={invitation.sentDate} />,
          },
          {
            id: "expires",
            title: t("organizations.members.expires"),
            cell: (invitation) => (
              <>
                <InvitationDate seconds={invitation.expiresAt} />{" "}
                {invitation.status === "EXPIRED" && (
                  <Label isCompact color="orange">
                    {t("organizations.members.expired")}
                  </Label>
                )}
              </>
            ),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("organizations.members.resend"),
              onClick: (invitation: OrganizationInvitationRepresentation) =>
                void resend(invitation),
            },
            {
              title: t("organizations.members.withdraw"),
              isDanger: true,
              onClick: askDelete,
            },
          ],
        })}
        emptyState={
          <EmptyState headingLevel="h3" titleText={t("organizations.members.noInvitationsTitle")}>
            <EmptyStateBody>{t("organizations.members.noInvitationsBody")}</EmptyStateBody>
          </EmptyState>
        }
      />
    </>
  );
}
