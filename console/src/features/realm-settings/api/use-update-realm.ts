import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { realmsKeys } from "@/shared/api/realms-keys";
import { realmSettingsKeys } from "./keys";

/**
 * Saves changes to the realm's settings: the representation the page loaded (or the newer one a
 * save before this one left in the cache) with `changes` merged, sent whole with
 * `PUT /admin/realms/{realm}`. The realm's name and display name show in the shell, the realm
 * list and the realm selector, so those reload too.
 */
export function useUpdateRealm() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      loaded,
      changes,
    }: {
      loaded: RealmRepresentation;
      changes: Partial<RealmRepresentation>;
    }) => {
      const latest = queryClient.getQueryData(realmSettingsKeys.realm(realm)) ?? loaded;
      const sent: RealmRepresentation = { ...latest, ...changes };
      await client.realms.update({ realm }, sent);
      // Switches saved one after another each start from what the one before them stored.
      queryClient.setQueryData(realmSettingsKeys.realm(realm), sent);
      return sent;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realmSettingsKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realmNamesAll() }),
        queryClient.invalidateQueries({ queryKey: realmsKeys.all() }),
      ]),
  });
}
