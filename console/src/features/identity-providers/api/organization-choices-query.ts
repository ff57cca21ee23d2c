import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/** How many organizations one search offers; typing more narrows them down. */
const choiceLimit = 20;

/** Organizations whose name matches the search, as choices of the provider's organization. */
export function organizationChoicesQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.organizations(realm, search),
    queryFn: async ({ signal }) => {
      const found = await client.organizations.find(
        { realm, search, first: 0, max: choiceLimit, briefRepresentation: true },
        { signal },
      );
      return found
        .filter((organization) => organization.id !== undefined)
        .map((organization) => ({ key: organization.id ?? "", value: organization.name ?? "" }));
    },
    staleTime: 30_000,
  });
}
