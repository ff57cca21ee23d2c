import type { ClientInitialAccessPresentation } from "@gatehouse/admin-client";

/**
 * When a token stops working, in epoch milliseconds; `undefined` for a token that never expires
 * (expiration 0). The server gives both times in seconds.
 */
export function tokenExpiresAt(token: ClientInitialAccessPresentation): number | undefined {
  if (token.timestamp === undefined || !token.expiration) return undefined;
  return (token.timestamp + token.expiration) * 1000;
}
