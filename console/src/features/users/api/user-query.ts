import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** One user with its user-profile metadata; `null` when it does not exist. */
export function userQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.user(realm, id),
    queryFn: async () =>
      (await client.users.findOne({ realm, id, userProfileMetadata: true })) ?? null,
    staleTime: 10_000,
  });
}
