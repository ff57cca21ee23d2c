import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The groups a user is directly in (up to 1,000, far beyond what one person joins). */
export function userGroupsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.userGroups(realm, id),
    queryFn: () =>
      client.users.listGroups({ realm, id, first: 0, max: 1000, briefRepresentation: true }),
    staleTime: 10_000,
  });
}
