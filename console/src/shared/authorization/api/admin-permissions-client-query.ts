import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";

/** The client whose resource server holds a realm's fine-grained admin permissions, version 2. */
export const adminPermissionsClientId = "admin-permissions";

/** The cache key of the realm's admin-permissions client: a realm save that turns them on drops it. */
export const adminPermissionsClientKey = (realm: string) =>
  ["admin-permissions", realm, "client"] as const;

/**
 * The internal id of the realm's `admin-permissions` client; `null` while the realm has admin
 * permissions off (the server creates the client when they are turned on).
 */
export function adminPermissionsClientQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: adminPermissionsClientKey(realm),
    queryFn: async ({ signal }) => {
      const [found] = await client.clients.find(
        { realm, clientId: adminPermissionsClientId, first: 0, max: 1 },
        { signal },
      );
      return found?.id ?? null;
    },
    staleTime: 60_000,
  });
}
