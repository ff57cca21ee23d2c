import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Removes the user's link to the identity provider `alias`. */
export function useUnlinkIdentityProvider(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) =>
      client.users.delFromFederatedIdentity({ realm, id, federatedIdentityId: alias }),
    // The links and the providers still offered both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.identityProviderLinks(realm, id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.linkableProviders(realm, id) }),
      ]),
  });
}
