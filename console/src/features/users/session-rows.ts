import type { UserConsentRepresentation, UserSessionRepresentation } from "@gatehouse/admin-client";

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

export type SessionType = "regular" | "offline";

/** One row of the sessions tab. */
export interface SessionRow {
  key: string;
  type: SessionType;
  session: UserSessionRepresentation;
  /** The clients shown for the row, comma-separated. */
  clients: string;
  /** For offline rows: the client whose offline access "revoke offline access" withdraws. */
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
