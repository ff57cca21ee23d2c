import type { UiSessionRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { serverSessionType, type SessionTypeFilter } from "../session-type-filter";
import { sessionsKeys } from "./keys";

/**
 * The realm's sessions of one type, a page at a time, searched by the server on user name and
 * address: one request per page however many clients or users the realm has. The server does not
 * count them: the table asks one row more than it shows.
 */
export function sessionsQuery(
  client: AdminClient,
  realm: string,
  type: SessionTypeFilter,
): TableQuery<UiSessionRepresentation> {
  return {
    queryKey: sessionsKeys.list(realm, type),
    loader: ({ first, max, search }, signal) =>
      client.uiExt.findSessions(
        {
          realm,
          type: serverSessionType(type),
          first,
          max,
          ...(search.trim() !== "" && { search: search.trim() }),
        },
        { signal },
      ),
    // Sessions come and go on their own; a page is read again whenever it is shown.
    staleTime: 0,
  };
}
