import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { changeScopeAssignments, type ScopeAssignmentChange } from "./scopes-change-assignments";
import { clientsKeys } from "./keys";

/** Adds, removes or retypes a client's scopes; the client's lists and evaluations reload after. */
export function useChangeScopeAssignments(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: readonly ScopeAssignmentChange[]) =>
      changeScopeAssignments(client, realm, clientId, changes),
    // Also after a failure: some of the changes may have gone through.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.assignedScopes(realm, clientId) }),
        queryClient.invalidateQueries({ queryKey: clientsKeys.evaluation(realm, clientId) }),
      ]),
  });
}
