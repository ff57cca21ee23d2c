import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { userFederationKeys } from "./keys";

/** One user-storage provider of the realm, of any kind; `null` when there is no such component. */
export function userStorageProviderQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: userFederationKeys.provider(realm, id),
    queryFn: async (): Promise<ComponentRepresentation | null> =>
      (await client.components.findOne({ realm, id })) ?? null,
    staleTime: 10_000,
  });
}
