import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import { userFederationKeys } from "./keys";

/**
 * The realm's user-storage providers of every kind, in one request: the server lists the realm's
 * components of that type, and a realm has a handful, so the list pages and filters them here.
 */
export function userStorageProvidersQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: userFederationKeys.providers(realm),
    queryFn: ({ signal }): Promise<ComponentRepresentation[]> =>
      client.components.find({ realm, type: userStorageType }, { signal }),
    staleTime: 10_000,
  });
}
