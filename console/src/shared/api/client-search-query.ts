import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "./admin-client";

/** Query keys of the shared client search. */
export const clientSearchKeys = {
  search: (realm: string, search: string) => ["clients", realm, "client-search", search] as const,
};

/**
 * Up to 20 clients whose client id contains the search, searched by the server. Shared because the
 * users' action dialogs and every events search form pick a client the same way.
 */
export function clientSearchQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: clientSearchKeys.search(realm, search),
    queryFn: () =>
      client.clients.find({ realm, clientId: search, search: true, first: 0, max: 20 }),
    staleTime: 30_000,
  });
}
