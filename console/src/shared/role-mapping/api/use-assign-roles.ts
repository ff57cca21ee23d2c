import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingKeys } from "./keys";
import type { RoleChange, RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/**
 * Maps roles to the owner: one request for realm roles and one per client, in parallel. Every
 * owner's roles in the realm reload after, because groups and composites pass roles on.
 */
export function useAssignRoles(owner: RoleOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RoleChange[]) => {
      const adapter = roleOwnerAdapter(client, realm, owner);
      return Promise.all(changes.map((change) => adapter.add(change)));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleMappingKeys.all(realm) }),
  });
}
