import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { organizationsKeys } from "./keys";

/** How many providers one search offers; typing more narrows them down. */
const choiceLimit = 20;

/**
 * The realm's identity providers not linked to any organization (a provider serves one at most)
 * whose alias or display name matches the search, as choices to link.
 */
export function providerChoicesQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  search: string,
) {
  const trimmed = search.trim().replaceAll("*", "");
  return queryOptions({
    queryKey: [...organizationsKeys.identityProviders(realm, orgId), "choices", trimmed],
    queryFn: async ({ signal }) => {
      const found = await client.identityProviders.find(
        {
          realm,
          realmOnly: true,
          first: 0,
          max: choiceLimit,
          briefRepresentation: true,
          ...(trimmed !== "" && { search: `*${trimmed}*` }),
        },
        { signal },
      );
      return found.flatMap((provider) =>
        provider.alias === undefined ? [] : [{ key: provider.alias, value: provider.alias }],
      );
    },
    staleTime: 10_000,
  });
}
