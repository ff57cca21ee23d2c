import type {
  GroupRepresentation,
  MappingsRepresentation,
  RoleRepresentation,
  UiRoleRepresentation,
} from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import type { EffectiveRoles } from "../role-rows";
import type { CompositeExpansion, RoleSourceFacts } from "../role-sources";
import { usersKeys } from "./keys";

/** Page size for reading a user's effective client roles in full; a user rarely has more. */
const effectiveRolesPage = 500;

/** Every row of a paged list, in large pages, stopping at the first short page. */
async function readAllPages<T>(page: (first: number, max: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let first = 0; ; first += effectiveRolesPage) {
    const next = await page(first, effectiveRolesPage);
    rows.push(...next);
    if (next.length < effectiveRolesPage) return rows;
  }
}

/** Groups effective client roles by client, as the role rows expect them. */
function byClient(roles: UiRoleRepresentation[]): EffectiveRoles["clients"] {
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

/**
 * The user's direct role mappings and effective roles: realm roles from the composite realm
 * mappings, client roles of every client (including those reached only through groups or
 * composites) from the server's console extension. Three requests whatever the realm's size.
 */
export function roleMappingsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.roleMappings(realm, id),
    queryFn: async () => {
      const [mappings, realmRoles, clientRoles] = await Promise.all([
        client.users.listRoleMappings({ realm, id }),
        client.users.listCompositeRealmRoleMappings({ realm, id, briefRepresentation: true }),
        readAllPages((first, max) =>
          client.uiExt.findEffectiveClientRoles({ realm, type: "users", id, first, max }),
        ),
      ]);
      const effective: EffectiveRoles = { realm: realmRoles, clients: byClient(clientRoles) };
      return { mappings, effective };
    },
    staleTime: 10_000,
  });
}

/** The user's groups and every ancestor of them, with their role names. */
async function groupsWithAncestors(
  listGroups: () => Promise<GroupRepresentation[]>,
  findGroup: (id: string) => Promise<GroupRepresentation | undefined>,
) {
  const groups = new Map<string, GroupRepresentation>();
  for (const group of await listGroups()) {
    groups.set(group.id ?? "", group);
  }
  // Walk up one level per round; each round asks for all missing parents at once.
  for (;;) {
    const missing = [
      ...new Set(
        [...groups.values()]
          .map((group) => group.parentId)
          .filter((parent): parent is string => parent !== undefined && !groups.has(parent)),
      ),
    ];
    if (missing.length === 0) return [...groups.values()];
    const parents = await Promise.all(missing.map(findGroup));
    for (const [index, parent] of parents.entries()) {
      groups.set(missing[index] ?? "", parent ?? { id: missing[index] ?? "" });
    }
  }
}

const compositeName = (role: RoleRepresentation, clientId?: string) =>
  clientId === undefined ? (role.name ?? "") : `${clientId} ${role.name ?? ""}`;

/** How deep nested composites are followed; real realms rarely nest more than two levels. */
const maxCompositeDepth = 4;

/**
 * The roles inside each composite role mapped to the user directly, following nested composites,
 * each attributed to the directly mapped composite the user holds. One request per composite.
 */
async function directComposites(
  compositesOf: (roleId: string) => Promise<RoleRepresentation[]>,
  mappings: MappingsRepresentation,
): Promise<CompositeExpansion[]> {
  const composites = [
    ...(mappings.realmMappings ?? []).map((role) => ({ role, clientId: undefined })),
    ...Object.entries(mappings.clientMappings ?? {}).flatMap(([clientId, mapped]) =>
      (mapped.mappings ?? []).map((role) => ({ role, clientId: mapped.client ?? clientId })),
    ),
  ].filter(({ role }) => role.composite === true);
  const expand = async (
    role: RoleRepresentation,
    seen: Set<string>,
    depth: number,
  ): Promise<RoleRepresentation[]> => {
    seen.add(role.id ?? "");
    const contains = await compositesOf(role.id ?? "");
    if (depth >= maxCompositeDepth) return contains;
    const nested: RoleRepresentation[][] = await Promise.all(
      contains
        .filter((inner) => inner.composite === true && !seen.has(inner.id ?? ""))
        .map((inner) => expand(inner, seen, depth + 1)),
    );
    return [...contains, ...nested.flat()];
  };
  return Promise.all(
    composites.map(async ({ role, clientId }) => ({
      composite: compositeName(role, clientId),
      contains: await expand(role, new Set(), 1),
    })),
  );
}

/**
 * What explains the user's inherited roles: their groups (and ancestors) with role names, and the
 * contents of the composite roles mapped directly. Loaded only when inherited roles are shown.
 */
export function roleSourcesQuery(
  client: AdminClient,
  realm: string,
  id: string,
  mappings: MappingsRepresentation | undefined,
) {
  return queryOptions({
    queryKey: [...usersKeys.roleMappings(realm, id), "sources", mappings] as const,
    queryFn: async (): Promise<Omit<RoleSourceFacts, "clientIds">> => {
      const [groups, composites] = await Promise.all([
        groupsWithAncestors(
          () => client.users.listGroups({ realm, id, briefRepresentation: false }),
          (groupId) => client.groups.findOne({ realm, id: groupId }),
        ),
        directComposites(
          (roleId) => client.roles.getCompositeRoles({ realm, id: roleId }),
          mappings ?? {},
        ),
      ]);
      return { groups, composites };
    },
    enabled: mappings !== undefined,
    staleTime: 10_000,
  });
}

/** A role offered in the assign dialog; `clientUniqueId` is set for client roles. */
export interface AssignableRole {
  id: string;
  name: string;
  description?: string;
  clientId?: string;
  clientUniqueId?: string;
}

/**
 * One page of roles for the assign dialog, paged and searched by the server: realm roles of the
 * realm (those already mapped are marked by the dialog; mapping one again changes nothing), or
 * client roles of every client not yet mapped to the user.
 */
export async function loadAssignableRoles(
  client: AdminClient,
  realm: string,
  id: string,
  kind: "realm" | "client",
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<AssignableRole[]> {
  const page = { first, max, ...(search !== "" && { search }) };
  if (kind === "realm") {
    const roles = await client.roles.find(
      { realm, ...page, briefRepresentation: true },
      { signal },
    );
    return roles.map((role) => ({
      id: role.id ?? "",
      name: role.name ?? "",
      ...(role.description !== undefined && { description: role.description }),
    }));
  }
  const roles = await client.uiExt.findAvailableClientRoles(
    { realm, type: "users", id, ...page },
    { signal },
  );
  return roles.map((role) => ({
    id: role.id,
    name: role.role,
    ...(role.description !== undefined && { description: role.description }),
    ...(role.client !== undefined && { clientId: role.client }),
    ...(role.clientId !== undefined && { clientUniqueId: role.clientId }),
  }));
}
