import type { ResourceRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** Creates a resource; resolves with its id. */
export function useCreateResource(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resource: ResourceRepresentation) =>
      (await client.clients.createResource({ realm, id: clientId }, resource))._id ?? "",
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.resources(realm, clientId) }),
  });
}

/** Saves a resource as a whole (its scopes and attributes included). */
export function useUpdateResource(clientId: string, resourceId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resource: ResourceRepresentation) =>
      client.clients.updateResource({ realm, id: clientId, resourceId }, resource),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.resources(realm, clientId) }),
  });
}
