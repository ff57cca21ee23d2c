import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/**
 * Saves an organization. The server replaces name, display name, address and attributes as a
 * whole, so callers send the representation they loaded with their changes on it.
 */
export function useUpdateExtOrganization(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organization: PhaseTwoOrganizationRepresentation) =>
      client.phaseTwoOrganizations.update({ realm, orgId: id }, organization),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.organization(realm, id) }),
        queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.lists(realm) }),
      ]),
  });
}
