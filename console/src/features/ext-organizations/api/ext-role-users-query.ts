import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { extOrganizationsKeys } from "./keys";

/**
 * The members holding one of the organization's roles, without the extension's own administrator
 * account (which holds every administration role and is nobody to grant or revoke).
 */
export function extRoleUsersQuery(client: AdminClient, realm: string, orgId: string, role: string) {
  return queryOptions({
    queryKey: extOrganizationsKeys.roleUsers(realm, orgId, role),
    queryFn: ({ signal }) =>
      client.phaseTwoOrganizations.listRoleUsers(
        { realm, orgId, name: role, excludeAdminAccounts: true },
        { signal },
      ),
    staleTime: 10_000,
  });
}
