import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { rolesKeys } from "./keys";

/**
 * One role by id, realm or client role alike, with its attributes; `null` when it is gone.
 */
export function roleQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: rolesKeys.role(realm, id),
    queryFn: async ({ signal }) =>
      (await client.roles.findOneById({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
