import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The kinds of client registration policy the server offers, with their settings. */
export function registrationPolicyProvidersQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientsKeys.registrationPolicyProviders(realm),
    queryFn: () => client.realms.getClientRegistrationPolicyProviders({ realm }),
    // The server's providers change only with a new deployment.
    staleTime: 5 * 60_000,
  });
}
