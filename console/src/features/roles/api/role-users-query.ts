import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { rolesKeys } from "./keys";

/**
 * The users the role is mapped to directly (not through a group or a composite role), a page at a
 * time; the server neither counts nor searches them, so the table pages with one row more.
 */
export function roleUsersQuery(
  client: AdminClient,
  realm: string,
  role: { id: string; name: string },
): TableQuery<UserRepresentation> {
  return {
    queryKey: rolesKeys.users(realm, role.id),
    loader: async ({ first, max }, signal) =>
      (await client.roles.findUsersWithRole(
        { realm, name: role.name, first, max, briefRepresentation: true },
        { signal },
      )) ?? [],
    staleTime: 10_000,
  };
}
