import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * A page of the realm's users for a picker that adds members (to a group, to an organization),
 * searched by the server.
 */
export function loadUserCandidates(
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<UserRepresentation[]> {
  return client.users.find(
    { realm, first, max, briefRepresentation: true, ...(search !== "" && { search }) },
    { signal },
  );
}
