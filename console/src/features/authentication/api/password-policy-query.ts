import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { passwordPolicyKeys } from "./password-policy-keys";

/**
 * The realm's password policy string (empty when it has none). Read afresh each time the tab
 * opens: the form starts from it, and an old copy would hide a change made elsewhere.
 */
export function passwordPolicyQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: passwordPolicyKeys.policy(realm),
    queryFn: async ({ signal }) => {
      const stored = await client.realms.findOne({ realm }, { signal });
      return stored?.passwordPolicy ?? "";
    },
    staleTime: 0,
  });
}
