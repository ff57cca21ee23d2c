import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { extOrganizationsKeys } from "./keys";

/**
 * The organization's domains with their verification state and the DNS TXT record that proves
 * each. The organization itself carries only the names.
 */
export function extDomainsQuery(client: AdminClient, realm: string, orgId: string) {
  return queryOptions({
    queryKey: extOrganizationsKeys.domains(realm, orgId),
    queryFn: ({ signal }) => client.phaseTwoOrganizations.listDomains({ realm, orgId }, { signal }),
    staleTime: 10_000,
  });
}
