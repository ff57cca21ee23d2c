import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { RoleContainer } from "../role-container";
import { rolesKeys } from "./keys";

/**
 * Creates a realm or client role and resolves to its id. The server answers the create with the
 * role's name only, so the new role is read back by name for its id.
 */
export function useCreateRole(container: RoleContainer) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: RoleRepresentation): Promise<string> => {
      if (container.kind === "realm") {
        const { roleName } = await client.roles.create({ realm, ...role });
        return (await client.roles.findOneByName({ realm, name: roleName }))?.id ?? "";
      }
      const id = container.clientId;
      const { roleName } = await client.clients.createRole({ realm, id, ...role });
      return (await client.clients.findRole({ realm, id, roleName }))?.id ?? "";
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(realm, container) }),
  });
}
