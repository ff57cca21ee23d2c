import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { RealmScopeTypes } from "../client-scope-type";
import { clientScopesKeys } from "./keys";

/** The realm's default and optional client scopes (two requests, made together). */
export function realmScopeTypesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientScopesKeys.realmTypes(realm),
    queryFn: async ({ signal }): Promise<RealmScopeTypes> => {
      const [defaults, optional] = await Promise.all([
        client.clientScopes.listDefaultClientScopes({ realm }, { signal }),
        client.clientScopes.listDefaultOptionalClientScopes({ realm }, { signal }),
      ]);
      return { defaultIds: idsOf(defaults), optionalIds: idsOf(optional) };
    },
    staleTime: 30_000,
  });
}

function idsOf(scopes: readonly { id?: string }[]): string[] {
  return scopes.flatMap((scope) => (scope.id === undefined ? [] : [scope.id]));
}
