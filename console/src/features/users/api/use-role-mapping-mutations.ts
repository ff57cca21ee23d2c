import type { RoleMappingPayload } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

export interface RoleChange {
  /** The client's internal id for client roles; absent for realm roles. */
  clientUniqueId?: string;
  roles: RoleMappingPayload[];
}

function useRoleChange<V>(id: string, change: (variables: V) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}

/** Maps roles to the user: one request for realm roles and one per client, in parallel. */
export function useAssignRoles(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useRoleChange(id, (changes: RoleChange[]) =>
    Promise.all(
      changes.map(({ clientUniqueId, roles }) =>
        clientUniqueId === undefined
          ? client.users.addRealmRoleMappings({ realm, id, roles })
          : client.users.addClientRoleMappings({ realm, id, clientUniqueId, roles }),
      ),
    ),
  );
}

/** Removes direct role mappings from the user. */
export function useUnassignRoles(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useRoleChange(id, ({ clientUniqueId, roles }: RoleChange) =>
    clientUniqueId === undefined
      ? client.users.delRealmRoleMappings({ realm, id, roles })
      : client.users.delClientRoleMappings({ realm, id, clientUniqueId, roles }),
  );
}
