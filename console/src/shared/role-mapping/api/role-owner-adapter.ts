import type { AdminClient } from "@/shared/api/admin-client";
import { groupRoleOwner, serviceAccountRoleOwner, userRoleOwner } from "./member-role-owner";
import { roleCompositesOwner } from "./role-composites-owner";
import type { RoleOwner, RoleOwnerAdapter } from "./role-owner";
import { scopeRoleOwner } from "./scope-role-owner";

/** The calls that read and change the roles of `owner`, whatever kind it is. */
export function roleOwnerAdapter(
  client: AdminClient,
  realm: string,
  { kind, id }: RoleOwner,
): RoleOwnerAdapter {
  switch (kind) {
    case "user":
      return userRoleOwner(client, realm, id);
    case "group":
      return groupRoleOwner(client, realm, id);
    case "serviceAccount":
      return serviceAccountRoleOwner(client, realm, id);
    case "client":
      return scopeRoleOwner(client, realm, "clients", id);
    case "clientScope":
      return scopeRoleOwner(client, realm, "clientScopes", id);
    case "role":
      return roleCompositesOwner(client, realm, id);
  }
}
