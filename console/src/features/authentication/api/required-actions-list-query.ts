import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { requiredActionRows } from "../required-actions/required-action-rows";
import { requiredActionsTabKeys } from "./required-actions-tab-keys";

/**
 * The realm's registered required actions in priority order, followed by those the server offers
 * that the realm has not registered: two requests, one list. Read afresh each time: a change
 * sends an action's whole representation back, priority included, and an old copy would undo a
 * move made in the meantime.
 */
export function requiredActionsListQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: requiredActionsTabKeys.list(realm),
    queryFn: async () => {
      const [registered, unregistered] = await Promise.all([
        client.authenticationManagement.getRequiredActions({ realm }),
        client.authenticationManagement.getUnregisteredRequiredActions({ realm }),
      ]);
      return requiredActionRows(registered, unregistered);
    },
    staleTime: 0,
  });
}
