import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { maxDefaultGroups } from "./default-groups-query";
import { realmSettingsKeys } from "./keys";

/**
 * The most groups added or removed in one go, one request each: as many as the table lists. The
 * picker's and the table's choices stay far below it; this keeps the requests bounded whatever
 * the caller passes.
 */
export const maxGroupsAtOnce = maxDefaultGroups;

/**
 * Adds groups to the realm's default groups or removes them, one request per group, one after
 * another: a failure stops there, and trying again repeats only requests the server treats as
 * the same change (adding a default group twice or removing one that is gone changes nothing).
 */
function useChangeDefaultGroups(change: (groupId: string) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupIds: readonly string[]) => {
      if (groupIds.length > maxGroupsAtOnce)
        throw new RangeError(`At most ${String(maxGroupsAtOnce)} groups at once`);
      for (const groupId of groupIds) await change(groupId);
    },
    // Settled rather than succeeded: after a failure part of the change may be stored already.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: realmSettingsKeys.defaultGroups(realm) }),
  });
}

/** Makes groups default groups: `PUT /default-groups/{groupId}` for each. */
export function useAddDefaultGroups() {
  const client = useAdminClient();
  const realm = useRealm();
  return useChangeDefaultGroups((id) => client.realms.addDefaultGroup({ realm, id }));
}

/** Stops groups being default groups: `DELETE /default-groups/{groupId}` for each. */
export function useRemoveDefaultGroups() {
  const client = useAdminClient();
  const realm = useRealm();
  return useChangeDefaultGroups((id) => client.realms.removeDefaultGroup({ realm, id }));
}
