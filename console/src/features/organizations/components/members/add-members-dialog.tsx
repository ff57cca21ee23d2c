import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { organizationsKeys } from "../../api/keys";
import { useMemberChanges } from "../../api/use-member-changes";

/** Chooses users of the realm, searched and paged by the server, and makes them members. */
export function AddMembersDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const changes = useMemberChanges(organization.id);
  return (
    <UserPickerDialog
      title={t("organizations.members.addTitle", { name: organization.name })}
      mode="multiple"
      listLabel={t("organizations.members.candidates")}
      searchLabel={t("organizations.members.searchUsers")}
      queryKey={[...organizationsKeys.members(realm, organization.id), "candidates"]}
      confirmLabel={(count) => t("organizations.members.addConfirm", { count })}
      errorTitle={t("organizations.members.addError")}
      onConfirm={async (users) => {
        await changes.mutateAsync({
          change: "add",
          userIds: users.map((user) => user.id ?? ""),
        });
        addAlert(t("organizations.members.added", { count: users.length }), "success");
      }}
      onClose={onClose}
      noUsers={{
        title: t("organizations.members.noUsersTitle"),
        body: t("organizations.members.noUsersBody"),
      }}
    />
  );
}
