import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { renameFlow } from "./rename-flow";
import { flowsKeys } from "./flows-keys";

/** Changes a flow's name and description. */
export function useUpdateFlow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; alias: string; description: string }) =>
      renameFlow(client, realm, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsKeys.all(realm) }),
  });
}
