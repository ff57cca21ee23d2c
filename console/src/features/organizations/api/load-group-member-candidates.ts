import type { MemberRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * A page of the organization's members for the picker that adds them to one of its groups: only
 * its members may join its groups. Searched by the server.
 */
export function loadGroupMemberCandidates(
  client: AdminClient,
  realm: string,
  orgId: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<MemberRepresentation[]> {
  return client.organizations.listMembers(
    { realm, orgId, first, max, ...(search !== "" && { search }) },
    { signal },
  );
}
