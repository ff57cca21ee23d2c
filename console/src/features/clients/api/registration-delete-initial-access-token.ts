import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Deletes an initial access token, so it registers no more clients. */
export function useDeleteInitialAccessToken() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.realms.delClientsInitialAccess({ realm, id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientsKeys.initialAccessTokens(realm) }),
  });
}
