import type { EventRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * One page of the user's events, newest first, optionally only of some types: the events table's
 * loader, cached under `usersKeys.events`.
 */
export function loadUserEvents(
  client: AdminClient,
  realm: string,
  id: string,
  types: readonly string[],
  { first, max }: Pick<PageRequest, "first" | "max">,
  signal?: AbortSignal,
): Promise<EventRepresentation[]> {
  return client.realms.findEvents(
    { realm, user: id, first, max, ...(types.length > 0 && { type: [...types] }) },
    signal === undefined ? undefined : { signal },
  );
}
