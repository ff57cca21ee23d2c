import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { organizationsKeys } from "../../api/keys";
import { useInviteMember } from "../../api/use-invite-member";
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
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const invite = useInviteMember(organization.id);
  return (
    <UserPickerDialog
      title={t("organizations.members.inviteExistingTitle", { name: organization.name })}
      description={t("organizations.members.inviteExistingBody")}
      mode="single"
      listLabel={t("organizations.members.candidates")}
      searchLabel={t("organizations.members.searchUsers")}
      queryKey={[...organizationsKeys.members(realm, organization.id), "invitees"]}
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
      noUsers={{
        title: t("organizations.members.noUsersTitle"),
        body: t("organizations.members.noUsersBody"),
      }}
    />
  );
}
