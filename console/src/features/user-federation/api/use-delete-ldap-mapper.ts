import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userFederationKeys } from "./keys";

/**
 * Deletes one mapper of LDAP provider `providerId` and reloads the mappers. The mapper's own entry
 * is only marked stale: its page still shows until it navigates away, and reading it again would
 * get the server's 404.
 */
export function useDeleteLdapMapper(providerId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapperId: string) => client.components.del({ realm, id: mapperId }),
    onSuccess: async (_result, mapperId) => {
      void queryClient.invalidateQueries({
        queryKey: userFederationKeys.mapper(realm, providerId, mapperId),
        refetchType: "none",
      });
      // Exact: the mapper's own key lies below the list's, and reading it again would answer 404.
      await queryClient.invalidateQueries({
        queryKey: userFederationKeys.mappers(realm, providerId),
        exact: true,
      });
    },
  });
}
