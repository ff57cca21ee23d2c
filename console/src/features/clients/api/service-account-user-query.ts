import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The user a client with service account roles acts as (`service-account-{clientId}`). */
export function serviceAccountUserQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientsKeys.serviceAccountUser(realm, id),
    queryFn: ({ signal }) => client.clients.getServiceAccountUser({ realm, id }, { signal }),
    staleTime: 60_000,
  });
}
