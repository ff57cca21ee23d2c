import type { UiFlowUserKind } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowsKeys } from "./flows-keys";

/**
 * One page of the clients (client ids) or identity providers (aliases) using flow `id`. One more
 * than `size` is asked for, so the caller knows whether a next page exists.
 */
export function flowUsersQuery(
  client: AdminClient,
  realm: string,
  { id, kind, first, size }: { id: string; kind: UiFlowUserKind; first: number; size: number },
) {
  return queryOptions<string[]>({
    queryKey: flowsKeys.users(realm, id, kind, first, size),
    queryFn: ({ signal }) =>
      client.uiExtFlows.findFlowUsers({ realm, kind, id, first, max: size + 1 }, { signal }),
    staleTime: 30_000,
  });
}
