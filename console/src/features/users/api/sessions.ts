import type { UserConsentRepresentation, UserSessionRepresentation } from "@gatehouse/admin-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

const offlineSessionsKey = (realm: string, id: string) =>
  [...usersKeys.user(realm, id), "offline-sessions"] as const;

/** The user's regular sessions, with their clients. */
export function userSessionsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.sessions(realm, id),
    queryFn: () => client.users.listSessions({ realm, id }),
    staleTime: 5_000,
  });
}

/** The grant key the server puts on a consent whose client holds offline tokens of the user. */
const offlineTokenGrant = "Offline Token";

/** A client holding offline tokens of the user: its internal id and its `clientId`. */
export interface OfflineClient {
  uuid: string;
  clientId: string;
}

/**
 * The clients holding the user's offline tokens, read from the consents listing: the server adds
 * an "Offline Token" grant naming the client's internal id to each of them.
 */
export function offlineClientsOf(consents: readonly UserConsentRepresentation[]): OfflineClient[] {
  return consents.flatMap((consent) =>
    (consent.additionalGrants ?? [])
      .filter((grant) => grant.key === offlineTokenGrant && grant.client !== undefined)
      .map((grant) => ({ uuid: grant.client ?? "", clientId: consent.clientId ?? "" })),
  );
}

/** An offline session as held by one client; revoking it ends the client's offline access. */
export interface OfflineSession {
  client: OfflineClient;
  session: UserSessionRepresentation;
}

/**
 * The user's offline sessions. One consents call finds the clients holding offline tokens, then
 * one call per such client (usually none or a few) lists its sessions; the server offers no single
 * call for a user's offline sessions.
 */
export function userOfflineSessionsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: offlineSessionsKey(realm, id),
    queryFn: async (): Promise<OfflineSession[]> => {
      const holders = offlineClientsOf(await client.users.listConsents({ realm, id }));
      const perClient = await Promise.all(
        holders.map(async (holder) =>
          (await client.users.listOfflineSessions({ realm, id, clientId: holder.uuid })).map(
            (session) => ({ client: holder, session }),
          ),
        ),
      );
      return perClient.flat();
    },
    staleTime: 5_000,
  });
}

export type SessionType = "regular" | "offline";

/** One row of the sessions tab. */
export interface SessionRow {
  key: string;
  type: SessionType;
  session: UserSessionRepresentation;
  /** The clients shown for the row, comma-separated. */
  clients: string;
  /** For offline rows: the client whose offline access a sign-out revokes. */
  offlineClient?: OfflineClient;
}

/** Regular sessions first, then offline ones, each offline session once per client holding it. */
export function sessionRows(
  regular: readonly UserSessionRepresentation[],
  offline: readonly OfflineSession[],
): SessionRow[] {
  return [
    ...regular.map((session): SessionRow => ({
      key: `regular:${session.id ?? ""}`,
      type: "regular",
      session,
      clients: Object.values(session.clients ?? {}).join(", "),
    })),
    ...offline.map(({ client, session }): SessionRow => ({
      key: `offline:${client.uuid}:${session.id ?? ""}`,
      type: "offline",
      session,
      clients: client.clientId,
      offlineClient: client,
    })),
  ];
}

/** Ends one session (`sessionId`) or, without one, every regular session of the user. */
export function useSignOut(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      sessionId === undefined
        ? client.users.logout({ realm, id })
        : client.realms.deleteSession({ realm, session: sessionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.sessions(realm, id) }),
  });
}

/**
 * Revokes the offline tokens (and the consent) the user gave a client: every offline session of
 * the user with that client ends.
 */
export function useRevokeOfflineAccess(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => client.users.revokeConsent({ realm, id, clientId }),
    // The consents listing changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
