import type {
  RealmRepresentation,
  ServerInfoRepresentation,
  WhoAmIRepresentation,
} from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "./admin-client";

/** Query keys of the data every page shares; invalidate through these, never by hand-written keys. */
export const consoleKeys = {
  whoAmI: (signInRealm: string, currentRealm: string) =>
    ["console", "who-am-i", signInRealm, currentRealm] as const,
  whoAmIAll: () => ["console", "who-am-i"] as const,
  serverInfo: () => ["console", "server-info"] as const,
  realm: (realm: string) => ["console", "realm", realm] as const,
  realmAll: () => ["console", "realm"] as const,
  realmNames: (signInRealm: string, search: string) =>
    ["console", "realm-names", signInRealm, search] as const,
  realmNamesAll: () => ["console", "realm-names"] as const,
};

/** What the console assumes when who-am-I cannot be read: no rights, English. */
export function fallbackWhoAmI(realm: string): WhoAmIRepresentation {
  return {
    userId: "",
    realm,
    displayName: "",
    locale: "en",
    createRealm: false,
    realm_access: {},
    temporary: false,
  };
}

/**
 * Who-am-I for the current realm, asked of the sign-in realm. A failure is only logged: the
 * console goes on with empty values and English, because a console that shows less is better than
 * one that does not start.
 */
export function whoAmIQuery(client: AdminClient, signInRealm: string, currentRealm: string) {
  return queryOptions({
    queryKey: consoleKeys.whoAmI(signInRealm, currentRealm),
    queryFn: async () => {
      try {
        return await client.whoAmI.find({ realm: signInRealm, currentRealm });
      } catch (error) {
        console.error("Unable to fetch whoami", error);
        return fallbackWhoAmI(signInRealm);
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The server's version, features, providers and component types; fixed while it runs. */
export function serverInfoQuery(client: AdminClient) {
  return queryOptions<ServerInfoRepresentation>({
    queryKey: consoleKeys.serverInfo(),
    queryFn: () => client.serverInfo.find(),
    staleTime: Infinity,
  });
}

/** The current realm's representation; `null` when the realm does not exist. */
export function realmQuery(client: AdminClient, realm: string) {
  return queryOptions<RealmRepresentation | null>({
    queryKey: consoleKeys.realm(realm),
    queryFn: async () => (await client.realms.findOne({ realm })) ?? null,
    staleTime: 60_000,
  });
}
