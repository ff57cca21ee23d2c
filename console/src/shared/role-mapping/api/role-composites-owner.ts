import type { MappingsRepresentation, RoleRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { expandComposites } from "./expand-composites";
import type { RoleOwnerAdapter } from "./role-owner";
import { findAvailableClientRoles } from "./ui-ext-roles";

/** The most distinct clients named among a role's composites, one request each. */
const maxNamedClients = 50;

/**
 * The clientIds of the clients owning the client roles among `roles`, by internal id. Composite
 * contents name their client only by internal id, so each distinct client is read once.
 */
async function clientIdsOf(
  client: AdminClient,
  realm: string,
  roles: readonly RoleRepresentation[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      roles.filter((role) => role.clientRole === true).map((role) => role.containerId ?? ""),
    ),
  ].slice(0, maxNamedClients);
  const clients = await Promise.all(ids.map((id) => client.clients.findOne({ realm, id })));
  return new Map(ids.map((id, index) => [id, clients[index]?.clientId ?? id]));
}

/** Composite contents as role mappings: realm roles, and client roles by clientId. */
function mappingsOf(
  roles: readonly RoleRepresentation[],
  clientIds: Map<string, string>,
): MappingsRepresentation {
  const clientMappings: NonNullable<MappingsRepresentation["clientMappings"]> = {};
  for (const role of roles.filter((inner) => inner.clientRole === true)) {
    const id = role.containerId ?? "";
    const clientId = clientIds.get(id) ?? id;
    const entry = clientMappings[clientId] ?? { id, client: clientId, mappings: [] };
    entry.mappings?.push(role);
    clientMappings[clientId] = entry;
  }
  return { realmMappings: roles.filter((role) => role.clientRole !== true), clientMappings };
}

/**
 * The roles a composite role contains. The console extension's effective-roles endpoint does not
 * expand a role's composites, so effective roles come from reading nested composites here.
 */
export function roleCompositesOwner(
  client: AdminClient,
  realm: string,
  id: string,
): RoleOwnerAdapter {
  const compositesOf = (roleId: string) => client.roles.getCompositeRoles({ realm, id: roleId });
  return {
    listAssigned: async () => {
      const direct = await compositesOf(id);
      return mappingsOf(direct, await clientIdsOf(client, realm, direct));
    },
    listEffective: async () => {
      const direct = await compositesOf(id);
      const nested = await expandComposites(compositesOf, [{ id }, ...direct]);
      const all = [...direct, ...nested.roles];
      const clientIds = await clientIdsOf(client, realm, all);
      return {
        realm: all.filter((role) => role.clientRole !== true),
        clients: all
          .filter((role) => role.clientRole === true)
          .map((role) => ({
            id: role.id ?? "",
            role: role.name ?? "",
            client: clientIds.get(role.containerId ?? "") ?? role.containerId ?? "",
            clientId: role.containerId ?? "",
            ...(role.description !== undefined && { description: role.description }),
          })),
        complete: nested.complete,
      };
    },
    listAvailableClientRoles: (page, signal) =>
      findAvailableClientRoles(client, realm, "roles", id, page, signal),
    // A role's composites take realm and client roles in one call.
    add: ({ roles }) => client.roles.createComposite({ realm, roleId: id }, roles),
    remove: ({ roles }) => client.roles.delCompositeRoles({ realm, id }, roles),
  };
}
