import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { realmsKeys } from "@/shared/api/realms-keys";
import { adminPermissionsClientKey } from "@/shared/authorization/api/admin-permissions-client-query";
import type { RealmChanges } from "../realm-changes";
import { realmFormKeys } from "./realm-form-keys";

/**
 * Saves changes to the realm's settings: the representation the page loaded (or the newer one a
 * save before this one left in the cache) with `changes` merged, sent whole with
 * `PUT /admin/realms/{realm}`. The realm's name and display name show in the shell, the realm
 * list and the realm selector, so those reload too; turning admin permissions on makes the server
 * create their client, which the permissions section looks up.
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
      changes: RealmChanges;
    }) => {
      const latest = queryClient.getQueryData(realmFormKeys.realm(realm)) ?? loaded;
      const sent = { ...latest, ...changes };
      // The representation's type has no null attributes; the server takes null as "remove".
      await client.realms.update({ realm }, sent as RealmRepresentation);
      const stored: RealmRepresentation = {
        ...sent,
        attributes: Object.fromEntries(
          Object.entries(sent.attributes ?? {}).filter(
            (entry): entry is [string, string] => entry[1] !== null,
          ),
        ),
      };
      // Switches saved one after another each start from what the one before them stored.
      queryClient.setQueryData(realmFormKeys.realm(realm), stored);
      return stored;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realmFormKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realmNamesAll() }),
        queryClient.invalidateQueries({ queryKey: realmsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminPermissionsClientKey(realm) }),
      ]),
  });
}
