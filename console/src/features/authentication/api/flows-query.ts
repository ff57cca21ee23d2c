import type { UiFlowRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowsKeys } from "./flows-keys";

/**
 * The realm's top-level flows with how each is used, in one request: the console extension answers
 * what would otherwise take the flows, every client and every identity provider.
 */
export function flowsQuery(client: AdminClient, realm: string) {
  return queryOptions<UiFlowRepresentation[]>({
    queryKey: flowsKeys.list(realm),
    queryFn: ({ signal }) => client.uiExtFlows.findFlows({ realm }, { signal }),
    staleTime: 30_000,
  });
}
