import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The client scopes a client is given: those always applied, and those its requests may ask for. */
export interface ScopesOfClient {
  defaultScopes: ClientScopeRepresentation[];
  optionalScopes: ClientScopeRepresentation[];
}

/** A client's assigned default and optional client scopes (two requests, made together). */
export function scopesOfClientQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientsKeys.assignedScopes(realm, id),
    queryFn: async (): Promise<ScopesOfClient> => {
      const [defaultScopes, optionalScopes] = await Promise.all([
        client.clients.listDefaultClientScopes({ realm, id }),
        client.clients.listOptionalClientScopes({ realm, id }),
      ]);
      return { defaultScopes, optionalScopes };
    },
    staleTime: 10_000,
  });
}
