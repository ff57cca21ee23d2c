import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** The permissions that name a resource: what deleting it would leave without that resource. */
export function resourcePermissionsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  resourceId: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.resource(realm, clientId, resourceId), "permissions"],
    queryFn: ({ signal }) =>
      client.clients.listPermissionsByResource({ realm, id: clientId, resourceId }, { signal }),
    staleTime: 5_000,
  });
}
