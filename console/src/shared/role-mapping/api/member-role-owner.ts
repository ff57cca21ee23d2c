import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { RoleOwnerAdapter } from "./role-owner";
import { findAvailableClientRoles, readEffectiveClientRoles } from "./ui-ext-roles";

/** The most groups read for one user; far beyond what one person joins. */
const maxUserGroups = 1000;

/** Role mappings of a user or a group: the same calls below `users/{id}` and `groups/{id}`. */
function memberRoleOwner(
  client: AdminClient,
  realm: string,
  type: "users" | "groups",
  id: string,
  listGroups: () => Promise<GroupRepresentation[]>,
): RoleOwnerAdapter {
  const resource = type === "users" ? client.users : client.groups;
  return {
    listAssigned: () => resource.listRoleMappings({ realm, id }),
    listEffective: async () => {
      const [realmRoles, clientRoles] = await Promise.all([
        resource.listCompositeRealmRoleMappings({ realm, id, briefRepresentation: true }),
        readEffectiveClientRoles(client, realm, type, id),
      ]);
      return { realm: realmRoles, clients: clientRoles.rows, complete: clientRoles.complete };
    },
    listAvailableClientRoles: (page, signal) =>
      findAvailableClientRoles(client, realm, type, id, page, signal),
    listAvailableRealmRoles: () => resource.listAvailableRealmRoleMappings({ realm, id }),
    add: ({ clientUniqueId, roles }) =>
      clientUniqueId === undefined
        ? resource.addRealmRoleMappings({ realm, id, roles })
        : resource.addClientRoleMappings({ realm, id, clientUniqueId, roles }),
    remove: ({ clientUniqueId, roles }) =>
      clientUniqueId === undefined
        ? resource.delRealmRoleMappings({ realm, id, roles })
        : resource.delClientRoleMappings({ realm, id, clientUniqueId, roles }),
    listGroups,
  };
}

/** A user's roles; inherited ones come from the user's groups and composite roles. */
export function userRoleOwner(client: AdminClient, realm: string, id: string): RoleOwnerAdapter {
  return memberRoleOwner(client, realm, "users", id, () =>
    client.users.listGroups({
      realm,
      id,
      first: 0,
      max: maxUserGroups,
      briefRepresentation: false,
    }),
  );
}

/** A group's roles; inherited ones come from its parent groups and composite roles. */
export function groupRoleOwner(client: AdminClient, realm: string, id: string): RoleOwnerAdapter {
  return memberRoleOwner(client, realm, "groups", id, async () => {
    const group = await client.groups.findOne({ realm, id });
    if (group?.parentId === undefined) return [];
    const parent = await client.groups.findOne({ realm, id: group.parentId });
    return parent === undefined ? [] : [parent];
  });
}

/**
 * The roles of a client's service account, which is a user. The user is looked up once, on the
 * first call, so showing the client costs nothing until its roles are shown.
 */
export function serviceAccountRoleOwner(
  client: AdminClient,
  realm: string,
  clientUniqueId: string,
): RoleOwnerAdapter {
  let user: Promise<RoleOwnerAdapter> | undefined;
  const owner = () =>
    (user ??= client.clients
      .getServiceAccountUser({ realm, id: clientUniqueId })
      .then((account) => userRoleOwner(client, realm, account.id ?? "")));
  return {
    listAssigned: async () => (await owner()).listAssigned(),
    listEffective: async () => (await owner()).listEffective(),
    listAvailableClientRoles: async (page, signal) =>
      (await owner()).listAvailableClientRoles(page, signal),
    listAvailableRealmRoles: async () => (await owner()).listAvailableRealmRoles?.() ?? [],
    add: async (change) => (await owner()).add(change),
    remove: async (change) => (await owner()).remove(change),
    listGroups: async () => (await owner()).listGroups?.() ?? [],
  };
}
