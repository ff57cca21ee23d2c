import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/** One key provider of the realm; `null` when there is no such component. */
export function keyProviderQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.keyProvider(realm, id),
    queryFn: async (): Promise<ComponentRepresentation | null> =>
      (await client.components.findOne({ realm, id })) ?? null,
    staleTime: 10_000,
  });
}
