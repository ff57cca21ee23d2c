import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { duplicateGroup } from "./duplicate-group";
import { invalidateTree } from "./invalidate-tree";

/** Copies a group with its attributes, roles and sub-groups (see `duplicateGroup`). */
export function useDuplicateGroup() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, name }: { group: GroupRepresentation & { id: string }; name: string }) =>
      duplicateGroup(client, realm, group, name),
    onSettled: () => invalidateTree(queryClient, realm),
  });
}
