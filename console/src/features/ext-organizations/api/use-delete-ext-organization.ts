import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Deletes an organization with its memberships, roles and invitations. */
export function useDeleteExtOrganization() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.phaseTwoOrganizations.del({ realm, orgId: id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: extOrganizationsKeys.organization(realm, id) });
      await queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.lists(realm) });
    },
  });
}
