import type { UserRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { loadUserCandidates } from "@/shared/user-picker/api/load-user-candidates";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { organizationsKeys } from "../../api/keys";
import { useMemberChanges } from "../../api/use-member-changes";
import { fullName } from "./member-names";

/** Chooses users of the realm, searched and paged by the server, and makes them members. */
export function AddMembersDialog({
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
  const changes = useMemberChanges(organization.id);
  return (
    <PickerDialog<UserRepresentation>
      title={t("organizations.members.addTitle", { name: organization.name })}
      mode="multiple"
      listLabel={t("organizations.members.candidates")}
      searchLabel={t("organizations.members.searchUsers")}
      queryKey={[...organizationsKeys.members(realm, organization.id), "candidates"]}
      loader={(request, signal) => loadUserCandidates(client, realm, request, signal)}
      rowKey={(user) => user.id ?? ""}
      rowLabel={(user) => user.username ?? ""}
      rowDescription={(user) =>
        [user.email, fullName(user)].filter(Boolean).join(" · ") || undefined
      }
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
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("organizations.members.noUsersTitle")}>
          <EmptyStateBody>{t("organizations.members.noUsersBody")}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
