import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The realm's initial access tokens (without their secret values, which only creation returns). */
export function initialAccessTokensQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientsKeys.initialAccessTokens(realm),
    queryFn: () => client.realms.getClientsInitialAccess({ realm }),
    staleTime: 10_000,
  });
}
