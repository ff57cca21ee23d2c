import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { changeRealmScopeType } from "@/shared/client-scopes/api/change-realm-scope-type";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";
import type { ClientScopeType } from "@/shared/client-scopes/client-scope-type";

export interface NewClientScope {
  scope: ClientScopeRepresentation;
  type: ClientScopeType;
}

/**
 * Creates a scope and, unless its type is none, puts it on the realm's default or optional list;
 * resolves to the new scope's id. When only the type fails, the scope exists and the failure says so.
 */
export function useCreateClientScope() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ scope, type }: NewClientScope) => {
      const { id } = await client.clientScopes.create({ realm, ...scope });
      try {
        await changeRealmScopeType(client, realm, { id, from: "none", to: type });
      } catch (error) {
        throw new ScopeTypeNotSetError(id, error);
      }
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientScopesKeys.all(realm) }),
  });
}

/** The scope was created but the realm refused its type: the form goes on to the new scope. */
export class ScopeTypeNotSetError extends Error {
  constructor(
    readonly id: string,
    readonly reason: unknown,
  ) {
    super("The client scope was created without its type");
  }
}
