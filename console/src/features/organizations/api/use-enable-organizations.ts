import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { realmFormKeys } from "@/shared/realm-form/api/realm-form-keys";

/**
 * Turns the realm's organizations switch on. The server updates only the attributes a realm
 * representation carries, so this one attribute is sent alone and nothing else of the realm moves.
 */
export function useEnableOrganizations() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.realms.update({ realm }, { organizationsEnabled: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: realmFormKeys.realm(realm) }),
      ]),
  });
}
