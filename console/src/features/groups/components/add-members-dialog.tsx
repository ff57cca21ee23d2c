import type { UserRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { groupsKeys } from "../api/keys";
import { loadUserCandidates } from "@/shared/user-picker/api/load-user-candidates";
import { useMembership } from "../api/use-membership";

const fullName = (user: UserRepresentation) =>
  [user.firstName, user.lastName].filter((part) => part !== undefined && part !== "").join(" ");

/** Chooses users, searched and paged by the server, and adds them to the group. */
export function AddMembersDialog({
  group,
  onClose,
}: {
  group: { id: string; name?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const membership = useMembership(group.id);
  return (
    <PickerDialog<UserRepresentation>
      title={t("groups.members.addTitle", { name: group.name })}
      mode="multiple"
      listLabel={t("groups.members.candidates")}
      searchLabel={t("groups.members.searchUsers")}
      queryKey={groupsKeys.memberCandidates(realm, group.id)}
      loader={(request, signal) => loadUserCandidates(client, realm, request, signal)}
      rowKey={(user) => user.id ?? ""}
      rowLabel={(user) => user.username ?? ""}
      rowDescription={(user) =>
        [user.email, fullName(user)].filter(Boolean).join(" · ") || undefined
      }
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
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("groups.members.noUsersTitle")}>
          <EmptyStateBody>{t("groups.members.noUsersBody")}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
