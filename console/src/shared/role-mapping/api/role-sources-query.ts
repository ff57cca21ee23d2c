import type {
  GroupRepresentation,
  MappingsRepresentation,
  RoleRepresentation,
} from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { CompositeExpansion, RoleSourceFacts } from "../role-sources";
import { expandComposites } from "./expand-composites";
import { roleMappingKeys } from "./keys";
import type { RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/** How many levels of parent groups are looked up; group trees are rarely deeper. */
const maxGroupDepth = 20;
/** How many directly held composite roles are expanded to explain inherited roles. */
const maxExplainedComposites = 50;

/** The groups and every ancestor of them, with their role names. */
async function groupsWithAncestors(
  direct: Promise<GroupRepresentation[]>,
  findGroup: (id: string) => Promise<GroupRepresentation | undefined>,
) {
  const groups = new Map<string, GroupRepresentation>();
  for (const group of await direct) groups.set(group.id ?? "", group);
  // Walk up one level per round; each round asks for all missing parents at once.
  for (let depth = 0; depth < maxGroupDepth; depth++) {
    const missing = [
      ...new Set(
        [...groups.values()]
          .map((group) => group.parentId)
          .filter((parent): parent is string => parent !== undefined && !groups.has(parent)),
      ),
    ];
    if (missing.length === 0) break;
    const parents = await Promise.all(missing.map(findGroup));
    for (const [index, parent] of parents.entries()) {
      groups.set(missing[index] ?? "", parent ?? { id: missing[index] ?? "" });
    }
  }
  return [...groups.values()];
}

const compositeName = (role: RoleRepresentation, clientId?: string) =>
  clientId === undefined ? (role.name ?? "") : `${clientId} ${role.name ?? ""}`;

/** The roles inside each composite role held directly, each attributed to that composite. */
function directComposites(
  compositesOf: (roleId: string) => Promise<RoleRepresentation[]>,
  mappings: MappingsRepresentation,
): Promise<CompositeExpansion[]> {
  const composites = [
    ...(mappings.realmMappings ?? []).map((role) => ({ role, clientId: undefined })),
    ...Object.entries(mappings.clientMappings ?? {}).flatMap(([clientId, mapped]) =>
      (mapped.mappings ?? []).map((role) => ({ role, clientId: mapped.client ?? clientId })),
    ),
  ]
    .filter(({ role }) => role.composite === true)
    .slice(0, maxExplainedComposites);
  return Promise.all(
    composites.map(async ({ role, clientId }) => ({
      composite: compositeName(role, clientId),
      contains: (await expandComposites(compositesOf, [role])).roles,
    })),
  );
}

/**
 * What explains an owner's inherited roles: the groups it inherits from (and their ancestors) with
 * role names, and the contents of the composite roles it holds directly. Loaded only when
 * inherited roles are shown.
 */
export function roleSourcesQuery(
  client: AdminClient,
  realm: string,
  owner: RoleOwner,
  mappings: MappingsRepresentation | undefined,
) {
  const adapter = roleOwnerAdapter(client, realm, owner);
  return queryOptions({
    queryKey: roleMappingKeys.sources(realm, owner, mappings),
    queryFn: async (): Promise<Omit<RoleSourceFacts, "clientIds">> => {
      const direct = adapter.listGroups?.();
      const [groups, composites] = await Promise.all([
        direct === undefined
          ? []
          : groupsWithAncestors(direct, (id) => client.groups.findOne({ realm, id })),
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
