import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { EffectiveRoles } from "../role-rows";
import { usersKeys } from "./keys";

/**
 * The user's direct role mappings and effective roles. Effective client roles are read for the
 * clients the user has direct mappings of: one request per such client, never per row.
 */
export function roleMappingsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.roleMappings(realm, id),
    queryFn: async () => {
      const [mappings, realmRoles] = await Promise.all([
        client.users.listRoleMappings({ realm, id }),
        client.users.listCompositeRealmRoleMappings({ realm, id, briefRepresentation: true }),
      ]);
      const clients = await Promise.all(
        Object.entries(mappings.clientMappings ?? {}).map(async ([clientId, mapped]) => ({
          clientUniqueId: mapped.id ?? "",
          clientId: mapped.client ?? clientId,
          roles: await client.users.listCompositeClientRoleMappings({
            realm,
            id,
            clientUniqueId: mapped.id ?? "",
            briefRepresentation: true,
          }),
        })),
      );
      const effective: EffectiveRoles = { realm: realmRoles, clients };
      return { mappings, effective };
    },
    staleTime: 10_000,
  });
}

/** Roles not yet mapped to the user: the realm's, or one client's. */
export function availableRolesQuery(
  client: AdminClient,
  realm: string,
  id: string,
  clientUniqueId?: string,
) {
  return queryOptions({
    queryKey: usersKeys.availableRoles(realm, id, clientUniqueId),
    queryFn: () =>
      clientUniqueId === undefined
        ? client.users.listAvailableRealmRoleMappings({ realm, id })
        : client.users.listAvailableClientRoleMappings({ realm, id, clientUniqueId }),
    staleTime: 10_000,
  });
}

/** Clients whose clientId contains the search, for picking client roles. */
export function clientsQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: usersKeys.clients(realm, search),
    queryFn: () =>
      client.clients.find({ realm, clientId: search, search: true, first: 0, max: 20 }),
    staleTime: 30_000,
  });
}
