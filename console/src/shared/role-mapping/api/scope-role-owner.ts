import type { AdminClient } from "@/shared/api/admin-client";
import type { RoleOwnerAdapter } from "./role-owner";
import { findAvailableClientRoles, readEffectiveClientRoles } from "./ui-ext-roles";

/**
 * The scope mappings of a client (`clients`) or of a client scope (`clientScopes`): the roles a
 * token may carry. Both have the same calls; inherited roles only come from composite roles.
 */
export function scopeRoleOwner(
  client: AdminClient,
  realm: string,
  type: "clients" | "clientScopes",
  id: string,
): RoleOwnerAdapter {
  const resource = type === "clients" ? client.clients : client.clientScopes;
  return {
    listAssigned: () => resource.listScopeMappings({ realm, id }),
    listEffective: async () => {
      const [realmRoles, clientRoles] = await Promise.all([
        resource.listCompositeRealmScopeMappings({ realm, id, briefRepresentation: true }),
        readEffectiveClientRoles(client, realm, type, id),
      ]);
      return { realm: realmRoles, clients: clientRoles.rows, complete: clientRoles.complete };
    },
    listAvailableClientRoles: (page, signal) =>
      findAvailableClientRoles(client, realm, type, id, page, signal),
    listAvailableRealmRoles: () => resource.listAvailableRealmScopeMappings({ realm, id }),
    add: ({ clientUniqueId, roles }) =>
      clientUniqueId === undefined
        ? resource.addRealmScopeMappings({ realm, id }, roles)
        : resource.addClientScopeMappings({ realm, id, client: clientUniqueId }, roles),
    remove: ({ clientUniqueId, roles }) =>
      clientUniqueId === undefined
        ? resource.delRealmScopeMappings({ realm, id }, roles)
        : resource.delClientScopeMappings({ realm, id, client: clientUniqueId }, roles),
  };
}
