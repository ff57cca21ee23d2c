import type { UserRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { loadUserCandidates } from "@/shared/user-picker/api/load-user-candidates";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { organizationsKeys } from "../../api/keys";
import { useInviteMember } from "../../api/use-invite-member";
import { fullName } from "./member-names";
import { explainingMailFailure } from "./mail-failure";

/**
 * Chooses one user of the realm and e-mails them an invitation; they become a member when they
 * follow its link. Users without an e-mail address cannot be chosen.
 */
export function InviteExistingDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const invite = useInviteMember(organization.id);
  return (
    <PickerDialog<UserRepresentation>
      title={t("organizations.members.inviteExistingTitle", { name: organization.name })}
      description={t("organizations.members.inviteExistingBody")}
      mode="single"
      listLabel={t("organizations.members.candidates")}
      searchLabel={t("organizations.members.searchUsers")}
      queryKey={[...organizationsKeys.members(realm, organization.id), "invitees"]}
      loader={(request, signal) => loadUserCandidates(client, realm, request, signal)}
      rowKey={(user) => user.id ?? ""}
      rowLabel={(user) => user.username ?? ""}
      rowDescription={(user) =>
        [user.email, fullName(user)].filter(Boolean).join(" · ") || undefined
      }
      unavailableReason={(user) =>
        user.email === undefined || user.email === ""
          ? t("organizations.members.noEmail")
          : undefined
      }
      confirmLabel={() => t("organizations.members.sendInvitation")}
      errorTitle={t("organizations.members.inviteError")}
      onConfirm={async ([user]) => {
        if (user?.id === undefined) return;
        await explainingMailFailure(
          () => invite.mutateAsync({ kind: "existing", userId: user.id ?? "" }),
          t,
        );
        addAlert(t("organizations.members.invited", { email: user.email }), "success");
      }}
      onClose={onClose}
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("organizations.members.noUsersTitle")}>
          <EmptyStateBody>{t("organizations.members.noUsersBody")}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
