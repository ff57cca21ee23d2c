import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

/** Deletes an organization; its memberships and provider links go with it. */
export function useDeleteOrganization() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.organizations.delById({ realm, id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: organizationsKeys.organization(realm, id) });
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.lists(realm) });
    },
  });
}
