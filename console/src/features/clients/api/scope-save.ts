import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** Creates an authorization scope; resolves with its id. */
export function useCreateScope(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: ScopeRepresentation) =>
      (await client.clients.createAuthorizationScope({ realm, id: clientId }, scope)).id ?? "",
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.scopes(realm, clientId) }),
  });
}

/** Saves an authorization scope's name, display name and icon. */
export function useUpdateScope(clientId: string, scopeId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: ScopeRepresentation) =>
      client.clients.updateAuthorizationScope({ realm, id: clientId, scopeId }, scope),
    onSuccess: () =>
      // Resources show their scopes by name, so they are read again too.
      queryClient.invalidateQueries({ queryKey: authorizationKeys.server(realm, clientId) }),
  });
}
