import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** The most users one add or remove changes: what a picker or a table page can choose. */
export const extMemberChangeLimit = 100;

/**
 * Adds users to the organization or removes them, one request per user chosen on screen (the
 * extension has no call for several); the members and role holders reload afterwards, also after
 * a failure part way, so what did change shows.
 */
export function useExtMemberChanges(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, userIds }: { change: "add" | "remove"; userIds: string[] }) => {
      if (userIds.length > extMemberChangeLimit) {
        throw new Error(`At most ${String(extMemberChangeLimit)} users at a time.`);
      }
      for (const userId of userIds) {
        if (change === "add")
          await client.phaseTwoOrganizations.addMember({ realm, orgId, userId });
        else await client.phaseTwoOrganizations.removeMember({ realm, orgId, userId });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.members(realm, orgId) }),
        // A removed member loses the organization's roles too.
        queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.roles(realm, orgId) }),
      ]),
  });
}
