import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { extOrganizationsKeys } from "./keys";

const searchOf = (search: string) => (search.trim() === "" ? {} : { search: search.trim() });

/**
 * The extension's organizations, a page at a time, searched by the server on their name; the
 * count endpoint gives the total for the same search.
 */
export function extOrganizationsQuery(
  client: AdminClient,
  realm: string,
): TableQuery<PhaseTwoOrganizationRepresentation> {
  return {
    queryKey: extOrganizationsKeys.lists(realm),
    loader: ({ first, max, search }, signal) =>
      client.phaseTwoOrganizations.find({ realm, first, max, ...searchOf(search) }, { signal }),
    count: (search, signal) =>
      client.phaseTwoOrganizations.count({ realm, ...searchOf(search) }, { signal }),
    staleTime: 10_000,
  };
}
