import type { ResourceEvaluation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Asks the resource server how its policies decide for an identity; changes nothing on the server,
 * so nothing is invalidated.
 */
export function useEvaluatePermissions(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (request: ResourceEvaluation) =>
      client.clients.evaluateResource({ realm, id: clientId }, request),
  });
}
