import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";

/** Children asked for per request while walking down a tree. */
const childPageSize = 100;

/** Groups of a subtree as the walk found them, and whether it stopped at its bound. */
export interface Subtree {
  groups: GroupRepresentation[];
  complete: boolean;
}

/**
 * The group's descendants, breadth first, at most `limit` of them, asking the server a page of
 * children at a time and only for groups that have children. `complete` is false when the bound
 * stopped the walk, so the caller can say so or refuse.
 */
export async function loadSubtree(
  client: AdminClient,
  realm: string,
  root: GroupRepresentation,
  limit: number,
  signal?: AbortSignal,
): Promise<Subtree> {
  const found: GroupRepresentation[] = [];
  const queue: GroupRepresentation[] = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    if (parent?.id === undefined || parent.subGroupCount === 0) continue;
    for (let first = 0; ; first += childPageSize) {
      const page = await client.groups.listSubGroups(
        {
          realm,
          parentId: parent.id,
          first,
          max: childPageSize,
          briefRepresentation: true,
          subGroupsCount: true,
        },
        { signal },
      );
      for (const child of page) {
        if (found.length === limit) return { groups: found, complete: false };
        found.push(child);
        queue.push(child);
      }
      if (page.length < childPageSize) break;
    }
  }
  return { groups: found, complete: true };
}
