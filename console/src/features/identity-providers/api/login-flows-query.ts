import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/** The aliases of the realm's top-level flows, which a provider may run after a sign-in. */
export function loginFlowsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.loginFlows(realm),
    queryFn: async ({ signal }) => {
      const flows = await client.authenticationManagement.getFlows({ realm }, { signal });
      return flows
        .filter((flow) => flow.topLevel === true && flow.alias !== undefined)
        .map((flow) => flow.alias ?? "")
        .sort((a, b) => a.localeCompare(b));
    },
    staleTime: 30_000,
  });
}
