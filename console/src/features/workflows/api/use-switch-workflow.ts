import type { WorkflowRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { workflowsKeys } from "./keys";

/**
 * Turns a workflow on or off. The server replaces the whole workflow on update, so the stored one
 * is read first and sent back with only `enabled` changed: nothing the list leaves out is lost.
 */
export function useSwitchWorkflow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) => {
      const stored: WorkflowRepresentation | undefined = await client.workflows.findOne({
        realm,
        id,
      });
      if (stored === undefined) throw new Error(`Workflow ${id} no longer exists`);
      await client.workflows.update({ realm, id }, { ...stored, enabled });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKeys.all(realm) }),
  });
}
