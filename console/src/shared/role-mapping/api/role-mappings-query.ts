import type { MappingsRepresentation, UiRoleRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { EffectiveRoles } from "../role-rows";
import { roleMappingKeys } from "./keys";
import type { RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/** Groups effective client roles by client, as the role rows expect them. */
function byClient(roles: readonly UiRoleRepresentation[]): EffectiveRoles["clients"] {
  const clients = new Map<string, EffectiveRoles["clients"][number]>();
  for (const role of roles) {
    const clientUniqueId = role.clientId ?? "";
    const entry = clients.get(clientUniqueId) ?? {
      clientUniqueId,
      clientId: role.client ?? clientUniqueId,
      roles: [],
    };
    entry.roles.push({ id: role.id, name: role.role, description: role.description ?? "" });
    clients.set(clientUniqueId, entry);
  }
  return [...clients.values()];
}

export interface OwnerRoles {
  mappings: MappingsRepresentation;
  effective: EffectiveRoles;
  /** False when the effective roles were cut at a read bound. */
  complete: boolean;
}

/**
 * An owner's directly mapped roles and every effective role (realm roles, and client roles of
 * every client, including those reached only through groups or composites). A few requests
 * whatever the realm's size.
 */
export function roleMappingsQuery(client: AdminClient, realm: string, owner: RoleOwner) {
  const adapter = roleOwnerAdapter(client, realm, owner);
  return queryOptions({
    queryKey: roleMappingKeys.mappings(realm, owner),
    queryFn: async (): Promise<OwnerRoles> => {
      const [mappings, effective] = await Promise.all([
        adapter.listAssigned(),
        adapter.listEffective(),
      ]);
      return {
        mappings,
        effective: { realm: effective.realm, clients: byClient(effective.clients) },
        complete: effective.complete,
      };
    },
    staleTime: 10_000,
  });
}
