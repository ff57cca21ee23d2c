import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";

/** Query keys of the shared user lookups. */
export const userSearchKeys = {
  search: (realm: string, search: string) => ["users", realm, "user-search", search] as const,
  byId: (realm: string, id: string) => ["users", realm, "user-name", id] as const,
};

/** Up to 20 users whose username, e-mail or name contains the search, searched by the server. */
export function userSearchQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: userSearchKeys.search(realm, search),
    queryFn: () =>
      client.users.find({
        realm,
        first: 0,
        max: 20,
        briefRepresentation: true,
        ...(search !== "" && { search }),
      }),
    staleTime: 30_000,
  });
}

/**
 * The username of one user, for showing a user id that a filter or address holds. A user the
 * server does not find (deleted since) is `null`, and the id is shown instead.
 */
export function usernameQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: userSearchKeys.byId(realm, id),
    queryFn: async () => (await client.users.findOne({ realm, id }))?.username ?? null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
