import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { workflowsKeys } from "./keys";

/** Deletes a workflow; the steps it had scheduled go with it. */
export function useDeleteWorkflow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.workflows.delById({ realm, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKeys.all(realm) }),
  });
}
