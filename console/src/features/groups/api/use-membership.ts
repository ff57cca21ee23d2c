import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { roleMappingKeys } from "@/shared/role-mapping/api/keys";
import { groupsKeys } from "./keys";

/**
 * Adds users to the group or removes them from it, one request per user chosen on screen; the
 * member lists reload afterwards, also after a failure part way.
 */
export function useMembership(groupId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, userIds }: { change: "add" | "remove"; userIds: string[] }) => {
      for (const id of userIds) {
        if (change === "add") await client.users.addToGroup({ realm, id, groupId });
        else await client.users.delFromGroup({ realm, id, groupId });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKeys.group(realm, groupId) }),
        // Members gain or lose the group's roles.
        queryClient.invalidateQueries({ queryKey: roleMappingKeys.all(realm) }),
      ]),
  });
}
