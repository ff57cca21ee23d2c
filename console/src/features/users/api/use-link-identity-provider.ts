import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

export interface IdentityProviderLink {
  alias: string;
  /** The user's id at the provider. */
  userId: string;
  /** The user's name at the provider. */
  userName: string;
}

/** Links the user to its account (`userId`, `userName`) at the identity provider `alias`. */
export function useLinkIdentityProvider(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alias, userId, userName }: IdentityProviderLink) =>
      client.users.addToFederatedIdentity({
        realm,
        id,
        federatedIdentityId: alias,
        federatedIdentity: { identityProvider: alias, userId, userName },
      }),
    // The links and the providers still offered both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.identityProviderLinks(realm, id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.linkableProviders(realm, id) }),
      ]),
  });
}
