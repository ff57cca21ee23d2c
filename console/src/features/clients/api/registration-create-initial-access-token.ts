import type { ClientInitialAccessCreatePresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Creates an initial access token; resolves to it with its value, which the server gives once. */
export function useCreateInitialAccessToken() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ClientInitialAccessCreatePresentation) =>
      client.realms.createClientsInitialAccess({ realm }, token),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientsKeys.initialAccessTokens(realm) }),
  });
}
