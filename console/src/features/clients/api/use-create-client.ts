import type { ClientRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/**
 * Creates a client (from the create wizard or an imported file) and reloads the lists; resolves
 * to the new client's internal id.
 */
export function useCreateClient() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (created: ClientRepresentation) =>
      (await client.clients.create({ realm, ...created })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.lists(realm) }),
  });
}
