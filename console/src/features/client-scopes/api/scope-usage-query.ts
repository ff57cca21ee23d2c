import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";

/** Clients read per request, and the most requests made: a realm's first 1000 clients. */
const pageSize = 100;
const maxPages = 10;

export interface ScopeUsage {
  /** For each scope name, the client ids of the clients that have it (default or optional). */
  clientsByScope: Readonly<Record<string, readonly string[]>>;
  /** False when the realm has more clients than were read. */
  complete: boolean;
}

/**
 * Which clients have which client scopes, from the clients' own lists of scope names, read a page
 * at a time up to a bound. The server deletes a scope in use without a word and takes it off
 * every client, so the delete confirmation names them first.
 */
export function scopeUsageQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientScopesKeys.usage(realm),
    queryFn: async ({ signal }): Promise<ScopeUsage> => {
      const clientsByScope: Record<string, string[]> = {};
      for (let page = 0; page < maxPages; page++) {
        const clients = await client.clients.find(
          { realm, first: page * pageSize, max: pageSize },
          { signal },
        );
        for (const found of clients) {
          const names = [
            ...(found.defaultClientScopes ?? []),
            ...(found.optionalClientScopes ?? []),
          ];
          for (const name of names) (clientsByScope[name] ??= []).push(found.clientId ?? "");
        }
        if (clients.length < pageSize) return { clientsByScope, complete: true };
      }
      return { clientsByScope, complete: false };
    },
    staleTime: 0,
  });
}
