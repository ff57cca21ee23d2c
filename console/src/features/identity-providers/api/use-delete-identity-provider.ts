import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/** Deletes one provider by alias, drops what was loaded of it and reloads the lists. */
export function useDeleteIdentityProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) => client.identityProviders.del({ realm, alias }),
    onSuccess: async (_result, alias) => {
      queryClient.removeQueries({ queryKey: identityProvidersKeys.provider(realm, alias) });
      await queryClient.invalidateQueries({ queryKey: identityProvidersKeys.lists(realm) });
    },
  });
}
