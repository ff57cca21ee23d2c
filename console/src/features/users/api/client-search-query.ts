import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** Up to 20 clients whose client id contains the search, searched by the server. */
export function clientSearchQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: usersKeys.clientSearch(realm, search),
    queryFn: () =>
      client.clients.find({ realm, clientId: search, search: true, first: 0, max: 20 }),
    staleTime: 30_000,
  });
}
