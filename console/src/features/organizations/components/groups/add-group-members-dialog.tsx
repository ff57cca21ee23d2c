import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { groupMembersKey } from "../../api/group-members-query";
import { loadGroupMemberCandidates } from "../../api/load-group-member-candidates";
import { useGroupMembership } from "../../api/use-group-membership";

/**
 * Chooses members of the organization, searched and paged by the server, and adds them to one of
 * its groups: only the organization's members may join its groups.
 */
export function AddGroupMembersDialog({
  orgId,
  group,
  onClose,
}: {
  orgId: string;
  group: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const membership = useGroupMembership(orgId, group.id);
  return (
    <UserPickerDialog
      title={t("organizations.groups.addMembersTitle", { name: group.name })}
      mode="multiple"
      listLabel={t("organizations.groups.candidates")}
      searchLabel={t("organizations.groups.searchMembers")}
      queryKey={[...groupMembersKey(realm, orgId, group.id), "candidates"]}
      loader={(request, signal) => loadGroupMemberCandidates(client, realm, orgId, request, signal)}
      confirmLabel={(count) => t("organizations.groups.addMembersConfirm", { count })}
      errorTitle={t("organizations.groups.addMembersError")}
      onConfirm={async (users) => {
        await membership.mutateAsync({
          change: "add",
          userIds: users.map((user) => user.id ?? ""),
        });
        addAlert(t("organizations.groups.membersAdded", { count: users.length }), "success");
      }}
      onClose={onClose}
      noUsers={{
        title: t("organizations.groups.noCandidatesTitle"),
        body: t("organizations.groups.noCandidatesBody"),
      }}
    />
  );
}
