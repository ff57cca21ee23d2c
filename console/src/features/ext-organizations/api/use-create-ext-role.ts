import type { PhaseTwoOrganizationRoleRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Creates one of the organization's roles; the roles list reloads. */
export function useCreateExtRole(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: PhaseTwoOrganizationRoleRepresentation) =>
      client.phaseTwoOrganizations.createRole({ realm, orgId }, role),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.roles(realm, orgId) }),
  });
}
