import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { flowsKeys } from "./flows-keys";
import { renameFlow } from "./rename-flow";

/**
 * Copies a flow with its steps under a new name, then gives the copy its own description (the
 * server's copy keeps the original's). Resolves the copy's id.
 */
export function useCopyFlow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      from,
      alias,
      description,
    }: {
      from: { alias: string; description?: string };
      alias: string;
      description: string;
    }) => {
      const { id } = await client.authenticationManagement.copyFlow({
        realm,
        flow: from.alias,
        newName: alias,
      });
      if (description !== (from.description ?? ""))
        await renameFlow(client, realm, { id, alias, description });
      return id;
    },
    // A copy whose description failed is still a copy: the list shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowsKeys.all(realm) }),
  });
}
