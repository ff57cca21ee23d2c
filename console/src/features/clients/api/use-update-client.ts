import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { LoadedClient } from "./client-query";
import { clientsKeys } from "./keys";

/**
 * Saves a client. The server replaces the whole representation (attributes included) with what it
 * is sent, so every tab sends the client as loaded with its own changes on top. Used by every tab
 * that edits the client itself: settings, credentials, keys, advanced.
 */
export function useUpdateClient() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updated: LoadedClient) =>
      client.clients.update({ realm, id: updated.id }, updated),
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
        queryClient.invalidateQueries({ queryKey: clientsKeys.lists(realm) }),
      ]),
  });
}
