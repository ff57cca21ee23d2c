import type { RealmNameRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { realmsKeys } from "@/shared/api/realms-keys";

/**
 * The realms the administrator may see, paged and searched by the server: the key, loader and
 * freshness the realms table reads (`<DataTable {...realmsQuery(client, signInRealm)} />`).
 * The list is the sign-in realm's administrator's view, whichever realm the console shows.
 */
export function realmsQuery(client: AdminClient, signInRealm: string) {
  return {
    queryKey: realmsKeys.list(signInRealm),
    loader: ({ first, max, search }: PageRequest, signal: AbortSignal) =>
      client.uiExt.findRealmNames({ realm: signInRealm, search, first, max }, { signal }),
    staleTime: 30_000,
  } satisfies {
    queryKey: readonly unknown[];
    loader: (request: PageRequest, signal: AbortSignal) => Promise<RealmNameRepresentation[]>;
    staleTime: number;
  };
}
