import type { UserRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { groupsKeys } from "./keys";
import { loadSubtree } from "./load-subtree";

/** The most sub-groups whose members are read, and the most members read from each group. */
export const subtreeMemberBounds = { groups: 100, membersPerGroup: 100 } as const;

/** A member of the group or of a group below it, with the path of the group it belongs to. */
export interface SubtreeMember {
  user: UserRepresentation;
  /** Path of the group the user is a direct member of. */
  groupPath: string;
  direct: boolean;
}

/**
 * The members of the group and of the groups below it. The server has no such call, so this walks
 * the subtree and reads each group's members, within `subtreeMemberBounds`; `complete` is false
 * when a bound cut the list.
 */
export function subtreeMembersQuery(
  client: AdminClient,
  realm: string,
  group: { id: string; path: string; subGroupCount?: number | undefined },
) {
  const load = (signal: AbortSignal) => loadSubtreeMembers(client, realm, group, signal);
  return queryOptions({
    queryKey: groupsKeys.subtreeMembers(realm, group.id),
    queryFn: ({ signal }) => load(signal),
    staleTime: 10_000,
  });
}

async function loadSubtreeMembers(
  client: AdminClient,
  realm: string,
  group: { id: string; path: string; subGroupCount?: number | undefined },
  signal: AbortSignal,
): Promise<{ rows: SubtreeMember[]; complete: boolean }> {
  const subtree = await loadSubtree(client, realm, group, subtreeMemberBounds.groups, signal);
  const groups = [group, ...subtree.groups];
  let complete = subtree.complete;
  const rows: SubtreeMember[] = [];
  // A few groups at a time, so a wide tree does not open a hundred requests at once.
  for (let start = 0; start < groups.length; start += 5) {
    const batch = groups.slice(start, start + 5);
    const pages = await Promise.all(
      batch.map((member) =>
        client.groups.listMembers(
          {
            realm,
            id: member.id ?? "",
            first: 0,
            max: subtreeMemberBounds.membersPerGroup + 1,
            briefRepresentation: true,
          },
          { signal },
        ),
      ),
    );
    pages.forEach((users = [], index) => {
      if (users.length > subtreeMemberBounds.membersPerGroup) complete = false;
      const owner = batch[index];
      for (const user of users.slice(0, subtreeMemberBounds.membersPerGroup))
        rows.push({
          user,
          groupPath: owner?.path ?? "",
          direct: owner?.id === group.id,
        });
    });
  }
  return { rows, complete };
}
