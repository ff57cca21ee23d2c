import type { RoleRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import type { RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/** A role offered in the assign dialog; `clientUniqueId` is set for client roles. */
export interface AssignableRole {
  id: string;
  name: string;
  description?: string;
  clientId?: string;
  clientUniqueId?: string;
}

/** A realm role as the dialog offers it. */
const realmRoleChoice = (role: RoleRepresentation): AssignableRole => ({
  id: role.id ?? "",
  name: role.name ?? "",
  ...(role.description !== undefined && { description: role.description }),
});

/**
 * One page of roles for the assign dialog, paged and searched by the server: realm roles of the
 * realm (those already held are marked by the dialog; mapping one again changes nothing), or
 * client roles of every client. A role is never offered as a composite of itself.
 *
 * `canListRealmRoles` is false for an administrator the server refuses the realm's roles
 * (mapping roles needs manage-users, listing them view-realm or manage-realm): realm roles then
 * come from the owner's own list of roles it does not hold, which the server answers whole, and
 * are searched and paged here.
 */
export async function loadAssignableRoles(
  client: AdminClient,
  realm: string,
  owner: RoleOwner,
  kind: "realm" | "client",
  { first, max, search }: PageRequest,
  signal: AbortSignal,
  canListRealmRoles = true,
): Promise<AssignableRole[]> {
  const notItself = (role: AssignableRole) => owner.kind !== "role" || role.id !== owner.id;
  const available = roleOwnerAdapter(client, realm, owner).listAvailableRealmRoles;
  if (kind === "realm" && !canListRealmRoles && available !== undefined) {
    const needle = search.toLocaleLowerCase();
    return (await available())
      .filter((role) => (role.name ?? "").toLocaleLowerCase().includes(needle))
      .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""))
      .slice(first, first + max)
      .map(realmRoleChoice);
  }
  if (kind === "realm") {
    const roles = await client.roles.find(
      { realm, first, max, ...(search !== "" && { search }), briefRepresentation: true },
      { signal },
    );
    return roles.map(realmRoleChoice).filter(notItself);
  }
  const roles = await roleOwnerAdapter(client, realm, owner).listAvailableClientRoles(
    { first, max, search },
    signal,
  );
  return roles
    .map((role) => ({
      id: role.id,
      name: role.role,
      ...(role.description !== undefined && { description: role.description }),
      ...(role.client !== undefined && { clientId: role.client }),
      ...(role.clientId !== undefined && { clientUniqueId: role.clientId }),
    }))
    .filter(notItself);
}
