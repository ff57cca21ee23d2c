import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { adminPermissionsKeys } from "./keys";

/** A kind of object admin permissions protect, with the scopes the server defines for it. */
export interface AdminResourceType {
  type: string;
  scopes: string[];
}

/** The resource types of the admin-permissions client, as its settings list them, by name. */
export function resourceTypesQuery(client: AdminClient, realm: string, clientId: string) {
  return queryOptions({
    queryKey: adminPermissionsKeys.resourceTypes(realm, clientId),
    queryFn: async ({ signal }): Promise<AdminResourceType[]> => {
      const server = await client.clients.getResourceServer({ realm, id: clientId }, { signal });
      return Object.entries(server.authorizationSchema?.resourceTypes ?? {})
        .map(([name, type]) => ({ type: type.type ?? name, scopes: [...(type.scopes ?? [])] }))
        .sort((a, b) => a.type.localeCompare(b.type));
    },
    // Defined by the server's version; they do not change while it runs.
    staleTime: 5 * 60_000,
  });
}
