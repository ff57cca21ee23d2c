import type { UserSessionRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { sessionSlices } from "../sessions/session-slices";
import { clientsKeys } from "./keys";

/** One of the client's sessions, and whether it is a regular or an offline one. */
export interface ClientSessionRow {
  session: UserSessionRepresentation;
  type: "regular" | "offline";
}

/**
 * The client's sessions, regular ones first and then offline ones, as one list paged by the
 * server: each page asks both counts and then only the part of each list it shows, so a page
 * costs at most four requests however many sessions there are. The server does not search them.
 */
export function clientSessionsQuery(
  client: AdminClient,
  realm: string,
  id: string,
): TableQuery<ClientSessionRow> {
  return {
    queryKey: clientsKeys.sessions(realm, id),
    loader: async ({ first, max }, signal) => {
      const [regularCount, offlineCount] = await Promise.all([
        client.clients.getSessionCount({ realm, id }, { signal }),
        client.clients.getOfflineSessionCount({ realm, id }, { signal }),
      ]);
      const slices = sessionSlices(first, max, regularCount.count);
      const [regular, offline] = await Promise.all([
        slices.regular === undefined
          ? []
          : client.clients.listSessions({ realm, id, ...slices.regular }, { signal }),
        slices.offline === undefined || offlineCount.count === 0
          ? []
          : client.clients.listOfflineSessions({ realm, id, ...slices.offline }, { signal }),
      ]);
      return {
        rows: [
          ...regular.map((session) => ({ session, type: "regular" as const })),
          ...offline.map((session) => ({ session, type: "offline" as const })),
        ],
        total: regularCount.count + offlineCount.count,
      };
    },
    staleTime: 5_000,
  };
}
