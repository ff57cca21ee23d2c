import type { MappingsRepresentation, RoleRepresentation } from "@gatehouse/admin-client";
import type { RoleChange } from "./api/role-owner";

/** One row of a role-mapping list: a realm role, or a client role with its client. */
export interface RoleRow {
  role: RoleRepresentation;
  /** The client's clientId; absent for realm roles. */
  clientId?: string;
  /** The client's internal id; absent for realm roles. */
  clientUniqueId?: string;
  /** Mapped to the owner directly, rather than reached through a group or a composite role. */
  assigned: boolean;
}

/** The effective roles of an owner: realm roles, and client roles per client (internal id). */
export interface EffectiveRoles {
  realm: RoleRepresentation[];
  clients: { clientUniqueId: string; clientId: string; roles: RoleRepresentation[] }[];
}

const byName = (a: RoleRow, b: RoleRow) =>
  (a.clientId ?? "").localeCompare(b.clientId ?? "") ||
  (a.role.name ?? "").localeCompare(b.role.name ?? "");

/** The roles mapped to the owner directly, realm roles first, then client roles by client. */
export function assignedRoleRows(mappings: MappingsRepresentation): RoleRow[] {
  const realm = (mappings.realmMappings ?? []).map((role) => ({ role, assigned: true }));
  const clients = Object.entries(mappings.clientMappings ?? {}).flatMap(([clientId, client]) =>
    (client.mappings ?? []).map((role) => ({
      role,
      clientId: client.client ?? clientId,
      clientUniqueId: client.id ?? "",
      assigned: true,
    })),
  );
  return [...realm, ...clients].sort(byName);
}

/**
 * Every effective role, each marked assigned when it is mapped directly and inherited when it
 * comes from a group or a composite role.
 */
export function effectiveRoleRows(
  mappings: MappingsRepresentation,
  effective: EffectiveRoles,
): RoleRow[] {
  const assignedIds = new Set(assignedRoleRows(mappings).map((row) => row.role.id));
  const realm = effective.realm.map((role) => ({ role, assigned: assignedIds.has(role.id) }));
  const clients = effective.clients.flatMap(({ clientUniqueId, clientId, roles }) =>
    roles.map((role) => ({ role, clientId, clientUniqueId, assigned: assignedIds.has(role.id) })),
  );
  return [...realm, ...clients].sort(byName);
}

/** How a role is named in lists and messages: `name`, or `clientId name` for a client role. */
export const roleDisplayName = ({ role, clientId }: Pick<RoleRow, "role" | "clientId">): string =>
  clientId === undefined ? (role.name ?? "") : `${clientId} ${role.name ?? ""}`;

/** The changes that unassign these rows: one for the realm roles and one per client. */
export function unassignChanges(rows: readonly RoleRow[]): RoleChange[] {
  const changes = new Map<string, RoleChange>();
  for (const { role, clientUniqueId } of rows) {
    const key = clientUniqueId ?? "";
    const change = changes.get(key) ?? {
      ...(clientUniqueId !== undefined && { clientUniqueId }),
      roles: [],
    };
    change.roles.push({ id: role.id ?? "", name: role.name ?? "" });
    changes.set(key, change);
  }
  return [...changes.values()];
}
