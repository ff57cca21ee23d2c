import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * Creates an admin permission (a scope permission of a resource type; without `id`) or replaces
 * one; resolves its id. Policies list the permissions that use them, so the whole resource server
 * reloads.
 */
export function useSaveAdminPermission(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (permission: PolicyRepresentation): Promise<string> => {
      const target = { realm, id: clientId, type: "scope" };
      if (permission.id === undefined) {
        const created = await client.clients.createPermission(target, permission);
        return created.id ?? "";
      }
      await client.clients.updatePermission({ ...target, permissionId: permission.id }, permission);
      return permission.id;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.server(realm, clientId) }),
  });
}

/** Deletes an admin permission; what it granted is then decided by the others alone. */
export function useDeleteAdminPermission(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissionId: string) =>
      client.clients.delPermission({ realm, id: clientId, type: "scope", permissionId }),
    onSuccess: async (_result, permissionId) => {
      // Its own details are not asked again while its page is still open (the server has it no
      // more): only the rest reloads, and the stale entry is left to expire.
      const deleted = authorizationKeys.permission(realm, clientId, permissionId);
      await queryClient.invalidateQueries({
        queryKey: authorizationKeys.server(realm, clientId),
        predicate: (query) => deleted.some((part, index) => query.queryKey[index] !== part),
      });
    },
  });
}
