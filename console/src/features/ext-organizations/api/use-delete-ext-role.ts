import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Deletes one of the organization's roles; its holders lose it. */
export function useDeleteExtRole(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.phaseTwoOrganizations.delRole({ realm, orgId, name }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.roles(realm, orgId) }),
  });
}
