import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingKeys } from "./keys";
import type { RoleChange, RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/**
 * Removes roles mapped to the owner directly. Every owner's roles in the realm reload after,
 * because groups and composites pass roles on.
 */
export function useUnassignRoles(owner: RoleOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RoleChange) => roleOwnerAdapter(client, realm, owner).remove(change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleMappingKeys.all(realm) }),
  });
}
