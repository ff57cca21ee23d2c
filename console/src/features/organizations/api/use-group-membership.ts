import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { groupMembersKey } from "./group-members-query";
import { memberChangeLimit } from "./use-member-changes";

/**
 * Adds members of the organization to one of its groups or removes them, one request per user
 * chosen on screen (bounded like the organization's own member changes); the group's members
 * reload afterwards, also after a failure part way.
 */
export function useGroupMembership(orgId: string, groupId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, userIds }: { change: "add" | "remove"; userIds: string[] }) => {
      if (userIds.length > memberChangeLimit) {
        throw new Error(`At most ${String(memberChangeLimit)} users at a time.`);
      }
      const groups = client.organizations.groups(orgId);
      for (const userId of userIds) {
        if (change === "add") await groups.addMemberToOrgGroup({ realm, groupId, userId });
        else await groups.removeMemberFromOrgGroup({ realm, groupId, userId });
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: groupMembersKey(realm, orgId, groupId) }),
  });
}
