import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { permissionsV1Keys } from "./keys";

/** The client whose authorization settings hold a realm's fine-grained admin permissions. */
export const permissionsClientId = "realm-management";

/** The internal id of the realm's `realm-management` client; `null` when the server has none. */
export function permissionsClientQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: permissionsV1Keys.permissionsClient(realm),
    queryFn: async () => {
      const [found] = await client.clients.find({
        realm,
        clientId: permissionsClientId,
        first: 0,
        max: 1,
      });
      return found?.id ?? null;
    },
    // Built into every realm; its id never changes.
    staleTime: Infinity,
  });
}
