import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingKeys } from "@/shared/role-mapping/api/keys";
import type { RoleContainer } from "../role-container";
import { rolesKeys } from "./keys";

/**
 * Deletes the chosen roles of a container by id (one request each, as many as were chosen on
 * screen); stops at the first failure, the roles deleted before it staying deleted.
 */
export function useDeleteRoles(container: RoleContainer) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await client.roles.delById({ realm, id });
    },
    onSettled: async () => {
      // A deleted role's own page may still be open: its queries are only marked stale, so they
      // are not asked again for a role that is gone. Role mappings everywhere lose the roles too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKeys.all(realm), refetchType: "none" }),
        queryClient.invalidateQueries({
          queryKey: roleMappingKeys.all(realm),
          refetchType: "none",
        }),
      ]);
      await queryClient.invalidateQueries({ queryKey: rolesKeys.list(realm, container) });
    },
  });
}
