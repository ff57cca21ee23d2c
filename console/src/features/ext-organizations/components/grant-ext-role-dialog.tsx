import type { PhaseTwoMemberRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { extOrganizationsKeys } from "../api/keys";
import { loadExtMembersPage } from "../api/load-ext-members-page";
import { useExtRoleGrants } from "../api/use-ext-role-grants";

/**
 * Chooses members of the organization, searched and paged by the server, and grants them the role.
 * Only members can hold an organization's roles, so the choice is among them, not the realm's users.
 */
export function GrantExtRoleDialog({
  orgId,
  role,
  holderIds,
  onClose,
}: {
  orgId: string;
  role: string;
  /** The members holding the role already, shown but not chosen again. */
  holderIds: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const grants = useExtRoleGrants(orgId, role);
  return (
    <PickerDialog<PhaseTwoMemberRepresentation>
      title={t("extOrganizations.roles.grantTitle", { role })}
      mode="multiple"
      listLabel={t("extOrganizations.roles.grantCandidates")}
      searchLabel={t("extOrganizations.roles.grantSearch")}
      queryKey={[...extOrganizationsKeys.members(realm, orgId), "grant-candidates"]}
      loader={(request, signal) => loadExtMembersPage(client, realm, orgId, request, signal)}
      rowKey={(member) => member.id ?? ""}
      rowLabel={(member) => member.username ?? ""}
      rowDescription={(member) => member.email}
      unavailableReason={(member) =>
        holderIds.has(member.id ?? "") ? t("extOrganizations.roles.alreadyHolds") : undefined
      }
      confirmLabel={(count) => t("extOrganizations.roles.grantConfirm", { count })}
      errorTitle={t("extOrganizations.roles.grantError")}
      onConfirm={async (members) => {
        await grants.mutateAsync({
          change: "grant",
          userIds: members.map((member) => member.id ?? ""),
        });
        addAlert(t("extOrganizations.roles.granted", { count: members.length, role }), "success");
      }}
      onClose={onClose}
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("extOrganizations.roles.noMembersTitle")}>
          <EmptyStateBody>{t("extOrganizations.roles.noMembersBody")}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
