import type { DirectionType } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Runs a group or role mapper's synchronisation: `fedToKeycloak` copies the directory's groups or
 * roles into the realm, `keycloakToFed` the realm's into the directory. Resolves the server's
 * result. The realm's groups and roles belong to other sections, which read them afresh.
 */
export function useSyncLdapMapper(providerId: string, mapperId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (direction: DirectionType) =>
      client.userStorageProvider.mappersSync({
        realm,
        parentId: providerId,
        id: mapperId,
        direction,
      }),
  });
}
