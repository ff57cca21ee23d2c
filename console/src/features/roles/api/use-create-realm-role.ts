import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { rolesKeys } from "./keys";

/**
 * Creates a realm role and resolves to its id. The server answers the create with the role's name
 * only, so the new role is read back by name for its id.
 */
export function useCreateRealmRole() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: RoleRepresentation): Promise<string> => {
      const { roleName } = await client.roles.create({ realm, ...role });
      const created = await client.roles.findOneByName({ realm, name: roleName });
      return created?.id ?? "";
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(realm) }),
  });
}
