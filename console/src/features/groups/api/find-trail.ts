import type { AdminClient } from "@/shared/api/admin-client";
import { maxTrailDepth } from "../paths";

/**
 * The trail of a group found anywhere in the tree (a search hit, a link by id): the ids of its
 * ancestors from the top level down, then its own. Walks up one parent per request, at most as
 * deep as a trail may be.
 */
export async function findTrail(
  client: AdminClient,
  realm: string,
  group: { id: string; parentId?: string | undefined },
  signal?: AbortSignal,
): Promise<string[]> {
  const trail = [group.id];
  let parentId = group.parentId;
  while (parentId !== undefined && parentId !== "" && trail.length < maxTrailDepth) {
    trail.unshift(parentId);
    const parent = await client.groups.findOne({ realm, id: parentId }, { signal });
    parentId = parent?.parentId;
  }
  return trail;
}
