import type { ClientRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { clientsKeys } from "./keys";

/**
 * The realm's clients, a page at a time, searched by the server on the client id (as a substring).
 * The server does not count clients: the table asks for one row more than it shows to know whether
 * a next page exists. One request per page, however many clients the realm has.
 */
export function clientsQuery(client: AdminClient, realm: string): TableQuery<ClientRepresentation> {
  return {
    queryKey: clientsKeys.lists(realm),
    loader: ({ first, max, search }, signal) =>
      client.clients.find(
        { realm, first, max, ...(search !== "" && { clientId: search, search: true }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
