import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateTree } from "./invalidate-tree";

/**
 * Saves a group's name, description and attributes. The server replaces the attributes when they
 * are sent and keeps them when they are not.
 */
export function useUpdateGroup() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, description, attributes }: GroupRepresentation & { id: string }) =>
      // Only what can be edited: a group read without attributes (a list row) keeps its own.
      client.groups.update(
        { realm, id },
        {
          name,
          ...(description !== undefined && { description }),
          ...(attributes !== undefined && { attributes }),
        },
      ),
    // A new name changes the paths below it too, so every list reloads.
    onSuccess: () => invalidateTree(queryClient, realm),
  });
}
