import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { findTrail } from "./find-trail";
import { groupsKeys } from "./keys";

/** The trail of a group known only by its id and parent (see `findTrail`). */
export function groupTrailQuery(
  client: AdminClient,
  realm: string,
  group: { id: string; parentId?: string | undefined },
) {
  const load = (signal: AbortSignal) => findTrail(client, realm, group, signal);
  return queryOptions({
    queryKey: groupsKeys.trail(realm, group.id),
    queryFn: ({ signal }) => load(signal),
    staleTime: 10_000,
  });
}
