import { useMutation, useQueryClient } from "@tanstack/react-query";
import { permissionsV1Keys } from "./keys";
import type { PermissionsOwnerAdapter } from "./permissions-owner";

/** Switches a resource's permissions on (the server creates them) or off (it deletes them). */
export function useSetPermissionsEnabled(realm: string, adapter: PermissionsOwnerAdapter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => adapter.setEnabled(enabled),
    onSuccess: (answer) => {
      // The answer is the new state, permission ids included: no need to read it again.
      queryClient.setQueryData(permissionsV1Keys.owner(realm, adapter.owner), answer);
    },
  });
}
