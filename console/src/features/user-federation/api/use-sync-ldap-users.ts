import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userFederationKeys } from "./keys";

export type LdapSyncAction = "triggerFullSync" | "triggerChangedUsersSync";

/**
 * Synchronises the provider's users from the directory; resolves to the server's counts. The
 * server answers only when it is done, and the request cannot be stopped once sent.
 */
export function useSyncLdapUsers(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LdapSyncAction) => client.userStorageProvider.sync({ realm, id, action }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userFederationKeys.provider(realm, id) }),
  });
}
