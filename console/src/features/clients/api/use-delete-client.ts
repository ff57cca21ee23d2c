import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Deletes one client (by its internal id), drops what was loaded of it and reloads the lists. */
export function useDeleteClient() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.clients.del({ realm, id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: clientsKeys.client(realm, id) });
      await queryClient.invalidateQueries({ queryKey: clientsKeys.lists(realm) });
    },
  });
}
