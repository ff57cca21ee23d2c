import type { RoleRepresentation } from "@gatehouse/admin-client";

/**
 * Whether a role is the realm's default role (the roles every new user gets): the realm names it
 * by id; before the realm is known, by the name the server gives it.
 */
export function isDefaultRole(
  role: Pick<RoleRepresentation, "id" | "name">,
  realm: { name: string; defaultRoleId: string | undefined },
): boolean {
  if (realm.defaultRoleId !== undefined) return role.id === realm.defaultRoleId;
  return role.name === `default-roles-${realm.name.toLowerCase()}`;
}
