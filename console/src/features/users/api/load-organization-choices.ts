import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * One page of the realm's organizations matching a search (name or domain): the join picker's
 * loader, cached under `usersKeys.organizationChoices`.
 */
export function loadOrganizationChoices(
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<OrganizationRepresentation[]> {
  return client.organizations.find(
    { realm, first, max, briefRepresentation: true, ...(search !== "" && { search }) },
    { signal },
  );
}
