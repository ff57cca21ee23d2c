import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { extOrganizationsKeys } from "../api/keys";
import { useExtMemberChanges } from "../api/use-ext-member-changes";

/**
 * Chooses users of the realm, searched and paged by the server, and makes them members. Adding a
 * user who already is one changes nothing on the server, so the picker does not ask per row.
 */
export function AddExtMembersDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const changes = useExtMemberChanges(organization.id);
  return (
    <UserPickerDialog
      title={t("extOrganizations.members.addTitle", { name: organization.name })}
      mode="multiple"
      listLabel={t("extOrganizations.members.candidates")}
      searchLabel={t("extOrganizations.members.searchUsers")}
      queryKey={[...extOrganizationsKeys.members(realm, organization.id), "candidates"]}
      confirmLabel={(count) => t("extOrganizations.members.addConfirm", { count })}
      errorTitle={t("extOrganizations.members.addError")}
      onConfirm={async (users) => {
        await changes.mutateAsync({ change: "add", userIds: users.map((user) => user.id ?? "") });
        addAlert(t("extOrganizations.members.added", { count: users.length }), "success");
      }}
      onClose={onClose}
      noUsers={{
        title: t("extOrganizations.members.noUsersTitle"),
        body: t("extOrganizations.members.noUsersBody"),
      }}
    />
  );
}
