import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientPoliciesKeys } from "./client-policies-keys";

/** The realm's client profiles and the global ones (`GET /client-policies/profiles`). */
export function clientProfilesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientPoliciesKeys.profiles(realm),
    queryFn: ({ signal }) =>
      client.clientPolicies.listProfiles({ realm, includeGlobalProfiles: true }, { signal }),
    staleTime: 30_000,
  });
}
