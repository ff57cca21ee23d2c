import { queryOptions } from "@tanstack/react-query";
import { permissionsV1Keys } from "./keys";
import type { PermissionsOwnerAdapter } from "./permissions-owner";

/** Whether a resource's permissions are on, and the id of each scope's permission. */
export function managementPermissionsQuery(realm: string, adapter: PermissionsOwnerAdapter) {
  return queryOptions({
    queryKey: permissionsV1Keys.owner(realm, adapter.owner),
    queryFn: adapter.read,
    staleTime: 30_000,
  });
}
