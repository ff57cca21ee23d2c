import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { workflowsKeys } from "./keys";

/** Creates a workflow from its YAML text, which the server parses and checks; answers its id. */
export function useCreateWorkflow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (yaml: string) => client.workflows.createAsYaml({ realm, yaml }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowsKeys.all(realm) }),
  });
}
