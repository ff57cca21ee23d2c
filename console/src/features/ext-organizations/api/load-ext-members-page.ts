import type { PhaseTwoMemberRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * One page of the organization's members matching a search, for its members table and for the
 * picker that grants a role. The server searches and pages, and leaves out the administrator
 * account the extension makes for every organization.
 */
export function loadExtMembersPage(
  client: AdminClient,
  realm: string,
  orgId: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<PhaseTwoMemberRepresentation[]> {
  return client.phaseTwoOrganizations.listMembers(
    {
      realm,
      orgId,
      first,
      max,
      excludeAdminAccounts: true,
      ...(search.trim() !== "" && { search: search.trim() }),
    },
    { signal },
  );
}
