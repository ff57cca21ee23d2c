import { clientId } from "./seed-data";
import type { SeedOptions } from "./seed-options";

/**
 * Which sign-ins the sessions scenario still needs. Sessions are dealt round the seeded clients
 * in turn (5,000 over 2,000 clients: the first 1,000 clients hold three, the others two), each
 * made by one password grant of one of the first seeded users, who take turns too.
 */

type SessionOptions = Pick<SeedOptions, "sessions" | "clients" | "users" | "sessionUsers">;

/** How many of the sessions client `index` (0-based) holds once the realm has all of them. */
export function sessionsOfClient(
  index: number,
  options: Pick<SeedOptions, "sessions" | "clients">,
): number {
  if (options.clients < 1 || index < 0 || index >= options.clients) return 0;
  const share = Math.floor(options.sessions / options.clients);
  return share + (index < options.sessions % options.clients ? 1 : 0);
}

/** One password grant: which seeded client it goes through and which seeded user signs in. */
export interface SessionGrant {
  clientIndex: number;
  userIndex: number;
}

/** The users that sign in: the first `sessionUsers` seeded ones, as far as there are users. */
export const sessionUserCount = (options: Pick<SeedOptions, "users" | "sessionUsers">) =>
  Math.max(0, Math.min(options.sessionUsers, options.users));

/**
 * The grants that bring every seeded client up to its share, given the active sessions per client
 * id the server reports. A client above its share is left alone; nothing is signed out.
 */
export function missingSessionGrants(
  options: SessionOptions,
  activeByClientId: ReadonlyMap<string, number>,
): SessionGrant[] {
  const users = sessionUserCount(options);
  if (users === 0) return [];
  const grants: SessionGrant[] = [];
  for (let clientIndex = 0; clientIndex < options.clients; clientIndex++) {
    const active = activeByClientId.get(clientId(clientIndex, options.clients)) ?? 0;
    const missing = sessionsOfClient(clientIndex, options) - active;
    for (let n = 0; n < missing; n++)
      grants.push({ clientIndex, userIndex: grants.length % users });
  }
  return grants;
}

/** One row of `GET /admin/realms/{realm}/client-session-stats`: counts arrive as strings. */
export interface ClientSessionStats {
  clientId: string;
  active?: string | number;
}

/** Active regular sessions per client id. */
export function activeSessionsByClient(stats: readonly ClientSessionStats[]): Map<string, number> {
  return new Map(stats.map((row) => [row.clientId, Number(row.active ?? 0) || 0]));
}

/** Active sessions of the seeded clients only (the administrator's own console session aside). */
export function seededSessionCount(
  activeByClientId: ReadonlyMap<string, number>,
  options: Pick<SeedOptions, "sessions" | "clients">,
): number {
  let total = 0;
  for (let index = 0; index < options.clients; index++)
    total += activeByClientId.get(clientId(index, options.clients)) ?? 0;
  return total;
}
