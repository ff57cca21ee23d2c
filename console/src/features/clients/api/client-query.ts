import type { ClientRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** A client as the server stores it, with the two identifiers every client page relies on. */
export type LoadedClient = ClientRepresentation & { id: string; clientId: string };

/** What every tab of a client's page receives: the client as last loaded. */
export interface ClientTabProps {
  client: LoadedClient;
}

/** One client by its internal id; `null` when it does not exist. */
export function clientQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientsKeys.client(realm, id),
    queryFn: async () =>
      ((await client.clients.findOne({ realm, id })) as LoadedClient | undefined) ?? null,
    staleTime: 10_000,
  });
}
