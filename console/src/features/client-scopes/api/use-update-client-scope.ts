import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { changeRealmScopeType } from "@/shared/client-scopes/api/change-realm-scope-type";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";
import type { ClientScopeType } from "@/shared/client-scopes/client-scope-type";

export interface ClientScopeChange {
  id: string;
  scope: ClientScopeRepresentation;
  from: ClientScopeType;
  to: ClientScopeType;
}

/** Saves a scope's settings, then its realm-wide type when that changed. */
export function useUpdateClientScope() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, scope, from, to }: ClientScopeChange) => {
      await client.clientScopes.update({ realm, id }, scope);
      await changeRealmScopeType(client, realm, { id, from, to });
    },
    // Clients show the realm's scopes by name and type too: the whole area reloads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientScopesKeys.all(realm) }),
  });
}
