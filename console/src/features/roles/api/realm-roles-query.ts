import type { RoleRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { rolesKeys } from "./keys";

/**
 * The realm's roles, a page at a time, searched by the server. The server does not count roles:
 * the table asks for one row more than it shows to know whether a next page exists. One request
 * per page, with each role's description and composite flag.
 */
export function realmRolesQuery(
  client: AdminClient,
  realm: string,
): TableQuery<RoleRepresentation> {
  return {
    queryKey: rolesKeys.list(realm),
    loader: ({ first, max, search }, signal) =>
      client.roles.find(
        { realm, first, max, briefRepresentation: false, ...(search !== "" && { search }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
