import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { RoleContainer } from "../role-container";
import { rolesKeys } from "./keys";

/**
 * Saves a role's description and attributes (by id, for realm and client roles alike). The server
 * replaces the attributes with what it is sent, so the caller sends the role as loaded with its
 * changes.
 */
export function useUpdateRole(container: RoleContainer) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...role }: RoleRepresentation & { id: string }) =>
      client.roles.updateById({ realm, id }, role),
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKeys.role(realm, id) }),
        queryClient.invalidateQueries({ queryKey: rolesKeys.list(realm, container) }),
      ]),
  });
}
