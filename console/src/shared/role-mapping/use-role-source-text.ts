import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { OwnerRoles } from "./api/role-mappings-query";
import type { RoleOwner } from "./api/role-owner";
import { roleSourcesQuery } from "./api/role-sources-query";
import type { RoleRow } from "./role-rows";
import { roleKey, roleSources } from "./role-sources";

/**
 * Says where each role of an owner comes from: assigned directly, or the groups and composite
 * roles that pass it on. The facts behind it load only while `enabled` (inherited roles shown).
 */
export function useRoleSourceText(
  owner: RoleOwner,
  roles: OwnerRoles | undefined,
  enabled: boolean,
): (row: RoleRow) => string {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const facts = useQuery({
    ...roleSourcesQuery(client, realm, owner, roles?.mappings),
    enabled: enabled && roles !== undefined,
  });
  // Client internal ids to clientIds, from the effective roles: composites name clients by id.
  const clientIds = Object.fromEntries(
    (roles?.effective.clients ?? []).map((entry) => [entry.clientUniqueId, entry.clientId]),
  );
  const sources = facts.data === undefined ? undefined : roleSources({ ...facts.data, clientIds });
  return (row) => {
    if (row.assigned) return t("roleMapping.assigned");
    const found = sources?.get(roleKey(row.role.name ?? "", row.clientId)) ?? [];
    if (found.length === 0) return t("roleMapping.inherited");
    return found
      .map((source) =>
        source.kind === "group"
          ? t("roleMapping.fromGroup", { path: source.path })
          : t("roleMapping.fromComposite", { role: source.role }),
      )
      .join(", ");
  };
}
