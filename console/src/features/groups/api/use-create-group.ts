import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateTree } from "./invalidate-tree";

export interface CreateGroup {
  /** The parent of a sub-group; a top-level group when left out. */
  parentId?: string | undefined;
  group: GroupRepresentation;
}

/** Creates a top-level group or a sub-group; resolves to the new group's id. */
export function useCreateGroup() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ parentId, group }: CreateGroup): Promise<string> => {
      if (parentId === undefined) return (await client.groups.create({ realm, ...group })).id;
      const created = await client.groups.setOrCreateChild({ realm, id: parentId }, group);
      return created?.id ?? "";
    },
    onSuccess: () => invalidateTree(queryClient, realm),
  });
}
