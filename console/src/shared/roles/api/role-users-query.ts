import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import type { RoleContainer } from "../role-container";
import { rolesKeys } from "./keys";

/**
 * The users the role is mapped to directly (not through a group or a composite role), a page at a
 * time; the server neither counts nor searches them, so the table pages with one row more.
 */
export function roleUsersQuery(
  client: AdminClient,
  realm: string,
  container: RoleContainer,
  role: { id: string; name: string },
): TableQuery<UserRepresentation> {
  return {
    queryKey: rolesKeys.users(realm, role.id),
    loader: async ({ first, max }, signal) => {
      const page = { first, max, briefRepresentation: true };
      return container.kind === "realm"
        ? ((await client.roles.findUsersWithRole(
            { realm, name: role.name, ...page },
            { signal },
          )) ?? [])
        : client.clients.findUsersWithRole(
            { realm, id: container.clientId, roleName: role.name, ...page },
            { signal },
          );
    },
    staleTime: 10_000,
  };
}
