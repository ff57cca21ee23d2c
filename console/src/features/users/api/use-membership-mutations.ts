import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingKeys } from "@/shared/role-mapping/api/keys";
import { usersKeys } from "./keys";

/** Joins or leaves groups; the user's groups and roles (inherited through groups) reload after. */
function useMembership(id: string, change: (groupIds: string[]) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
        queryClient.invalidateQueries({
          queryKey: roleMappingKeys.owner(realm, { kind: "user", id }),
        }),
      ]),
  });
}

export function useJoinGroups(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMembership(id, (groupIds) =>
    Promise.all(groupIds.map((groupId) => client.users.addToGroup({ realm, id, groupId }))),
  );
}

export function useLeaveGroup(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMembership(id, (groupIds) =>
    Promise.all(groupIds.map((groupId) => client.users.delFromGroup({ realm, id, groupId }))),
  );
}
