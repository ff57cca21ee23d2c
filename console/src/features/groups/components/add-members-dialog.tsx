import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { groupsKeys } from "../api/keys";
import { useMembership } from "../api/use-membership";

/** Chooses users, searched and paged by the server, and adds them to the group. */
export function AddMembersDialog({
  group,
  onClose,
}: {
  group: { id: string; name?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const membership = useMembership(group.id);
  return (
    <UserPickerDialog
      title={t("groups.members.addTitle", { name: group.name })}
      mode="multiple"
      listLabel={t("groups.members.candidates")}
      searchLabel={t("groups.members.searchUsers")}
      queryKey={groupsKeys.memberCandidates(realm, group.id)}
      confirmLabel={(count) => t("groups.members.addConfirm", { count })}
      errorTitle={t("groups.members.addError")}
      onConfirm={async (users) => {
        await membership.mutateAsync({
          change: "add",
          userIds: users.map((user) => user.id ?? ""),
        });
        addAlert(t("groups.members.added", { count: users.length }), "success");
      }}
      onClose={onClose}
      noUsers={{ title: t("groups.members.noUsersTitle"), body: t("groups.members.noUsersBody") }}
    />
  );
}
