import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { offlineClientsOf, type OfflineSession } from "../session-rows";
import { usersKeys } from "./keys";

/**
 * The user's offline sessions. One consents call finds the clients holding offline tokens, then
 * one call per such client (usually none or a few) lists its sessions; the server offers no single
 * call for a user's offline sessions.
 */
export function userOfflineSessionsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.offlineSessions(realm, id),
    queryFn: async (): Promise<OfflineSession[]> => {
      const holders = offlineClientsOf(await client.users.listConsents({ realm, id }));
      const perClient = await Promise.all(
        holders.map(async (holder) =>
          (await client.users.listOfflineSessions({ realm, id, clientId: holder.uuid })).map(
            (session) => ({ client: holder, session }),
          ),
        ),
      );
      return perClient.flat();
    },
    staleTime: 5_000,
  });
}
