import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowsKeys } from "./flows-keys";

/** How many client ids and identity provider aliases a refusal names, of each. */
export const namedUsersLimit = 5;

export interface FlowUsers {
  clients: string[];
  providers: string[];
  /** More clients or identity providers use the flow than are named. */
  hasMore: boolean;
}

/**
 * The clients and identity providers that use flow `id`, a few of each: enough to say why the flow
 * cannot be deleted, in two requests however many use it. Read afresh each time: a client may have
 * chosen the flow since the list was loaded.
 */
export function flowUsersCheckQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions<FlowUsers>({
    queryKey: [...flowsKeys.flow(realm, id), "users-check"] as const,
    queryFn: async () => {
      const max = namedUsersLimit + 1;
      const [clients, providers] = await Promise.all([
        client.uiExtFlows.findFlowUsers({ realm, kind: "clients", id, first: 0, max }),
        client.uiExtFlows.findFlowUsers({ realm, kind: "idp", id, first: 0, max }),
      ]);
      return {
        clients: clients.slice(0, namedUsersLimit),
        providers: providers.slice(0, namedUsersLimit),
        hasMore: clients.length > namedUsersLimit || providers.length > namedUsersLimit,
      };
    },
    staleTime: 0,
  });
}
