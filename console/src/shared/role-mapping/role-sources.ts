import type { GroupRepresentation, RoleRepresentation } from "@gatehouse/admin-client";

/** Where an inherited role comes from: a group the owner inherits from, or a composite role it holds. */
export type RoleSource = { kind: "group"; path: string } | { kind: "composite"; role: string };

/** A composite role the owner holds directly, with the roles it contains. */
export interface CompositeExpansion {
  /** Display name of the composite: `name` for realm roles, `clientId name` for client roles. */
  composite: string;
  contains: RoleRepresentation[];
}

/** The facts role sources are computed from; each one costs one request, never one per role. */
export interface RoleSourceFacts {
  /** The groups the owner inherits from and their ancestors, full representations (with role names). */
  groups: GroupRepresentation[];
  composites: CompositeExpansion[];
  /** Client internal id to clientId, to name client roles found in composites. */
  clientIds: Record<string, string>;
}

/** How a role is looked up: realm roles by name, client roles by clientId and name. */
export const roleKey = (name: string, clientId?: string): string =>
  clientId === undefined ? `realm:${name}` : `client:${clientId}:${name}`;

const sameSource = (a: RoleSource, b: RoleSource) =>
  a.kind === b.kind &&
  (a.kind === "group" ? a.path : a.role) === (b.kind === "group" ? b.path : b.role);

/**
 * Indexes, by `roleKey`, every group and composite role through which the owner holds each role.
 * Group roles come as names from the group representation; composite contents as role
 * representations whose client is named through `clientIds`.
 */
export function roleSources(facts: RoleSourceFacts): Map<string, RoleSource[]> {
  const sources = new Map<string, RoleSource[]>();
  const add = (key: string, source: RoleSource) => {
    const known = sources.get(key) ?? [];
    if (!known.some((entry) => sameSource(entry, source))) sources.set(key, [...known, source]);
  };
  for (const group of facts.groups) {
    const source: RoleSource = { kind: "group", path: group.path ?? group.name ?? "" };
    for (const name of group.realmRoles ?? []) add(roleKey(name), source);
    for (const [clientId, names] of Object.entries(group.clientRoles ?? {})) {
      for (const name of names) add(roleKey(name, clientId), source);
    }
  }
  for (const { composite, contains } of facts.composites) {
    for (const role of contains) {
      const clientId =
        role.clientRole === true
          ? (facts.clientIds[role.containerId ?? ""] ?? role.containerId)
          : undefined;
      add(roleKey(role.name ?? "", clientId), { kind: "composite", role: composite });
    }
  }
  return sources;
}
