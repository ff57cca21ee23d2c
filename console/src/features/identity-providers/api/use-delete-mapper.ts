import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/**
 * Deletes one mapper of provider `alias` and reloads the mappers. The mapper's own entry is only
 * marked stale, not dropped: its page is still shown until it navigates away, and a dropped entry
 * would be read again from the server by that page, which answers 404.
 */
export function useDeleteMapper(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.identityProviders.delMapper({ realm, alias, id }),
    onSuccess: async (_result, id) => {
      void queryClient.invalidateQueries({
        queryKey: identityProvidersKeys.mapper(realm, alias, id),
        refetchType: "none",
      });
      await queryClient.invalidateQueries({
        queryKey: identityProvidersKeys.mappers(realm, alias),
      });
    },
  });
}
