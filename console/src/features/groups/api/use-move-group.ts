import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateTree } from "./invalidate-tree";

export interface MoveGroup {
  group: GroupRepresentation & { id: string };
  /** The new parent; the top level when left out. */
  targetId?: string | undefined;
}

/** Moves a group, with everything below it, under another group or to the top level. */
export function useMoveGroup() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ group, targetId }: MoveGroup) => {
      const moved = { id: group.id, name: group.name };
      if (targetId === undefined) await client.groups.updateRoot({ realm, ...moved });
      else await client.groups.setOrCreateChild({ realm, id: targetId }, moved);
    },
    onSuccess: () => invalidateTree(queryClient, realm),
  });
}
