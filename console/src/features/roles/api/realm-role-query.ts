import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { rolesKeys } from "./keys";

/** One realm role by id, with its attributes; `null` when it is gone. */
export function realmRoleQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: rolesKeys.role(realm, id),
    queryFn: async ({ signal }) =>
      (await client.roles.findOneById({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
