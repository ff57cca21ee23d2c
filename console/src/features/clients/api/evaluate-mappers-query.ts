import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The protocol mappers that shape the client's tokens for `scope` (space-separated scope names). */
export function evaluateMappersQuery(
  client: AdminClient,
  realm: string,
  id: string,
  scope: string,
) {
  return queryOptions({
    queryKey: [...clientsKeys.evaluation(realm, id), "mappers", scope] as const,
    queryFn: ({ signal }) =>
      client.clients.evaluateListProtocolMapper({ realm, id, scope }, { signal }),
    staleTime: 10_000,
  });
}
