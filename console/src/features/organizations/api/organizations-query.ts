import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/**
 * The realm's organizations, a page at a time, searched by the server on name and domain. The
 * brief form carries name, alias, domains, description and whether it is enabled: all the list
 * shows. The server's list carries no member count, and asking one per row would be a request per
 * organization, so the list leaves members to each organization's members tab.
 */
export function organizationsQuery(
  client: AdminClient,
  realm: string,
): TableQuery<OrganizationRepresentation> {
  return {
    queryKey: organizationsKeys.lists(realm),
    loader: ({ first, max, search }, signal) =>
      client.organizations.find(
        {
          realm,
          first,
          max,
          briefRepresentation: true,
          ...(search.trim() !== "" && { search: search.trim() }),
        },
        { signal },
      ),
    count: (search, signal) =>
      client.organizations.count(
        { realm, ...(search.trim() !== "" && { search: search.trim() }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
