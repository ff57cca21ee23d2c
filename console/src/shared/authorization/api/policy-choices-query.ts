import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { namedChoices } from "../named-choice";
import { authorizationKeys } from "./keys";

/** How many matches a searched choice offers; typing more narrows them. */
const choiceLimit = 20;

/** Policies (not permissions) whose name contains the search, for a permission to apply. */
export function policyChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.policies(realm, clientId), "choices", search] as QueryKey,
    queryFn: async ({ signal }) => {
      const policies: PolicyRepresentation[] = await client.clients.listPolicies(
        {
          realm,
          id: clientId,
          first: 0,
          max: choiceLimit,
          permission: "false",
          ...(search !== "" && { name: search }),
        },
        { signal },
      );
      return namedChoices(policies);
    },
    staleTime: 10_000,
  });
}
