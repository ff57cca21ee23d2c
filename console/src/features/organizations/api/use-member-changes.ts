import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

/** The most users one add or remove changes: what a picker or a table page can choose. */
export const memberChangeLimit = 100;

/**
 * Adds users to the organization or removes them, one request per user chosen on screen (the
 * server has no call for several); the members list reloads afterwards, also after a failure
 * part way, so what did change shows.
 */
export function useMemberChanges(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, userIds }: { change: "add" | "remove"; userIds: string[] }) => {
      if (userIds.length > memberChangeLimit) {
        throw new Error(`At most ${String(memberChangeLimit)} users at a time.`);
      }
      for (const userId of userIds) {
        if (change === "add") await client.organizations.addMember({ realm, orgId, userId });
        else await client.organizations.delMember({ realm, orgId, userId });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsKeys.members(realm, orgId) }),
        // A removed member leaves the organization's groups too.
        queryClient.invalidateQueries({ queryKey: organizationsKeys.groups(realm, orgId) }),
        // The list shows member counts.
        queryClient.invalidateQueries({ queryKey: organizationsKeys.lists(realm) }),
      ]),
  });
}
