import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { identityProvidersKeys } from "./keys";

/** The server's search runs on alias and display name; stars make it match anywhere in them. */
export const providerSearch = (search: string): string => `*${search.trim().replaceAll("*", "")}*`;

/**
 * The realm's identity providers, a page at a time, searched by the server on alias and display
 * name. The server does not count them: the table asks one row more than it shows.
 *
 * Providers linked to an organization are listed too (no `realmOnly`): they sign users in to the
 * realm like any other, their settings and mappers are edited only here, and an administrator
 * looking for one by its alias would otherwise not find it anywhere in this section.
 */
export function identityProvidersQuery(
  client: AdminClient,
  realm: string,
): TableQuery<IdentityProviderRepresentation> {
  return {
    queryKey: identityProvidersKeys.lists(realm),
    loader: ({ first, max, search }, signal) =>
      client.identityProviders.find(
        {
          realm,
          first,
          max,
          // The brief form leaves out the display name and whether the provider is hidden on
          // the login page, both columns of the list.
          briefRepresentation: false,
          ...(search.trim() !== "" && { search: providerSearch(search) }),
        },
        { signal },
      ),
    staleTime: 10_000,
  };
}
