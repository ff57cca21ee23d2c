import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/** Deletes one mapper of provider `alias`, drops it from the cache and reloads the mappers. */
export function useDeleteMapper(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.identityProviders.delMapper({ realm, alias, id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: identityProvidersKeys.mapper(realm, alias, id) });
      await queryClient.invalidateQueries({
        queryKey: identityProvidersKeys.mappers(realm, alias),
      });
    },
  });
}
