import type {
  GroupRepresentation,
  RoleMappingPayload,
  RoleRepresentation,
} from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { loadSubtree } from "./load-subtree";

/** The most groups a duplicate copies, the group itself included. */
export const duplicateLimit = 100;

/** Thrown before anything is created when the subtree is larger than `duplicateLimit`. */
export class SubtreeTooLargeError extends Error {
  constructor() {
    super(`More than ${String(duplicateLimit)} groups to copy.`);
    this.name = "SubtreeTooLargeError";
  }
}

/** Roles as a mapping call takes them: with their id and name. */
const asPayload = (roles: readonly RoleRepresentation[]): RoleMappingPayload[] =>
  roles.flatMap((role) =>
    role.id !== undefined && role.name !== undefined
      ? [{ ...role, id: role.id, name: role.name }]
      : [],
  );

/**
 * Copies one group's role mappings (realm and client roles) onto another.
 */
async function copyRoles(client: AdminClient, realm: string, fromId: string, toId: string) {
  const mappings = await client.groups.listRoleMappings({ realm, id: fromId });
  const realmRoles = asPayload(mappings.realmMappings ?? []);
  if (realmRoles.length > 0)
    await client.groups.addRealmRoleMappings({ realm, id: toId, roles: realmRoles });
  for (const clientMappings of Object.values(mappings.clientMappings ?? {})) {
    const roles = asPayload(clientMappings.mappings ?? []);
    if (clientMappings.id === undefined || roles.length === 0) continue;
    await client.groups.addClientRoleMappings({
      realm,
      id: toId,
      clientUniqueId: clientMappings.id,
      roles,
    });
  }
}

/**
 * Copies a group beside itself under `name`, with its attributes, its role mappings and its
 * sub-groups (theirs too, all the way down). The subtree is read first and the copy refused when
 * it holds more than `duplicateLimit` groups, so nothing is half copied for that reason.
 * Resolves to the copy's id.
 */
export async function duplicateGroup(
  client: AdminClient,
  realm: string,
  source: GroupRepresentation & { id: string },
  name: string,
): Promise<string> {
  const subtree = await loadSubtree(client, realm, source, duplicateLimit - 1);
  if (!subtree.complete) throw new SubtreeTooLargeError();

  const createCopy = async (original: GroupRepresentation, copyName: string, parentId?: string) => {
    const full = (await client.groups.findOne({ realm, id: original.id ?? "" })) ?? original;
    const body: GroupRepresentation = {
      name: copyName,
      ...(full.description !== undefined && { description: full.description }),
      attributes: full.attributes ?? {},
    };
    const id =
      parentId === undefined
        ? (await client.groups.create({ realm, ...body })).id
        : ((await client.groups.setOrCreateChild({ realm, id: parentId }, body))?.id ?? "");
    await copyRoles(client, realm, original.id ?? "", id);
    return id;
  };

  const copyId = await createCopy(source, name, source.parentId || undefined);
  // Copies of the originals' ids, so each sub-group lands under its parent's copy.
  const copies = new Map<string, string>([[source.id, copyId]]);
  for (const group of subtree.groups) {
    const parentCopy = copies.get(group.parentId ?? "");
    if (parentCopy === undefined) continue;
    copies.set(group.id ?? "", await createCopy(group, group.name ?? "", parentCopy));
  }
  return copyId;
}
