import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { PermissionType } from "@/shared/paths/client-authorization-paths";

/**
 * Creates a permission (without `id`) or replaces one; resolves the permission's id. Policies list
 * the permissions that use them, and resources and scopes theirs, so the whole resource server
 * reloads.
 */
export function useSavePermission(clientId: string, type: PermissionType) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (permission: PolicyRepresentation): Promise<string> => {
      if (permission.id === undefined) {
        const created = await client.clients.createPermission(
          { realm, id: clientId, type },
          permission,
        );
        return created.id ?? "";
      }
      await client.clients.updatePermission(
        { realm, id: clientId, type, permissionId: permission.id },
        permission,
      );
      return permission.id;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.server(realm, clientId) }),
  });
}

/** Deletes a permission; what it protected is then decided by the others alone. */
export function useDeletePermission(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: string }) =>
      client.clients.delPermission({ realm, id: clientId, type, permissionId: id }),
    onSuccess: async (_result, { id }) => {
      // The deleted permission's own queries are left out: an expanded row still shows until the
      // list reloads, and asking for its details again would only meet a 404.
      const deleted = authorizationKeys.permission(realm, clientId, id);
      await queryClient.invalidateQueries({
        queryKey: authorizationKeys.server(realm, clientId),
        predicate: (query) => deleted.some((part, index) => query.queryKey[index] !== part),
      });
      queryClient.removeQueries({ queryKey: deleted });
    },
  });
}
