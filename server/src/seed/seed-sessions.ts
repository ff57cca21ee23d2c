import { keycloakUrl } from "../keycloak-url";
import { adminFetch } from "../testing/admin-api";
import { clientId, clientSecret, userName } from "./seed-data";
import type { SeedOptions } from "./seed-options";
import { formatDuration, runPool } from "./seed-plan";
import {
  activeSessionsByClient,
  missingSessionGrants,
  seededSessionCount,
  sessionUserCount,
  type ClientSessionStats,
} from "./session-plan";

/** A fixed, throwaway password for the users that sign in: generated data on a test server. */
export const sessionUserPassword = "session-user-password";

/**
 * Sessions must outlive a whole benchmark run (the full one takes most of an hour) and the seeding
 * that precedes it: ten hours idle and at most.
 */
export const sessionLifetimeSeconds = 10 * 3600;

/**
 * Every grant checks a password; at the server's default cost (hundreds of thousands of hash
 * iterations) thousands of sign-ins would keep a 2-core machine busy for many minutes. The
 * generated realm hashes its few passwords once.
 */
const passwordPolicy = "hashIterations(1)";

/** Grants at once: each costs the server a session write and a token signature, little waiting. */
const grantConcurrency = 6;
const grantTimeoutMs = 60_000;
/** Pages of clients read when an older data set's clients must first allow the password grant. */
const clientPageSize = 200;

export interface SessionSeedResult {
  wanted: number;
  alreadyThere: number;
  added: number;
  ms: number;
}

const en = (n: number) => n.toLocaleString("en");

/**
 * Makes sure the realm holds `options.sessions` active sessions across its seeded clients, signing
 * users in with the password grant for the ones missing. Sessions live in the server, not in the
 * import, so they can vanish (a restart, an expiry, someone signing everyone out): each run
 * counts what is active in one request and adds only the difference.
 */
export async function seedSessions(
  options: SeedOptions,
  log: (line: string) => void = console.log,
  baseUrl = keycloakUrl(),
): Promise<SessionSeedResult> {
  const started = performance.now();
  const realmPath = `/${encodeURIComponent(options.realm)}`;
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await adminFetch(`${realmPath}${path}`, {}, baseUrl)).json()) as T;
  const countActive = async () =>
    activeSessionsByClient(await getJson<ClientSessionStats[]>("/client-session-stats"));

  const wanted = sessionUserCount(options) === 0 ? 0 : options.sessions;
  if (wanted === 0 || options.clients === 0) {
    log("sessions: none wanted (no sessions, clients or users to sign in with).");
    return { wanted: 0, alreadyThere: 0, added: 0, ms: performance.now() - started };
  }
  await prepareRealm(options.realm, baseUrl);
  const before = await countActive();
  const alreadyThere = Math.min(wanted, seededSessionCount(before, options));
  const grants = missingSessionGrants(options, before);
  if (grants.length === 0) {
    log(`sessions: ${en(alreadyThere)} of ${en(wanted)} already active, nothing to add.`);
    return { wanted, alreadyThere, added: 0, ms: performance.now() - started };
  }
  log(
    `sessions: ${en(alreadyThere)} of ${en(wanted)} active; signing in ${en(grants.length)} more…`,
  );
  await allowPasswordGrant(options, baseUrl, log);
  await setSessionPasswords(options, baseUrl);

  const tokenUrl = `${baseUrl}/realms/${encodeURIComponent(options.realm)}/protocol/openid-connect/token`;
  const step = Math.max(1, Math.ceil(grants.length / 10));
  let done = 0;
  await runPool(
    grants.map(({ clientIndex, userIndex }) => async () => {
      const client = clientId(clientIndex, options.clients);
      // Even-numbered clients are public; the others sign in with their known secret.
      const secret: Record<string, string> =
        clientIndex % 2 === 0 ? {} : { client_secret: clientSecret(client) };
      const response = await fetch(tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "password",
          client_id: client,
          ...secret,
          username: userName(userIndex, options.users),
          password: sessionUserPassword,
        }),
        signal: AbortSignal.timeout(grantTimeoutMs),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(
          `Signing ${userName(userIndex, options.users)} in to ${client} failed: ${String(response.status)} ${text}`,
        );
      done++;
      if (done % step === 0 || done === grants.length)
        log(
          `  sessions ${en(done)}/${en(grants.length)} (${String(Math.round((100 * done) / grants.length))}%) ${formatDuration(performance.now() - started)}`,
        );
    }),
    grantConcurrency,
  );
  const after = seededSessionCount(await countActive(), options);
  const ms = performance.now() - started;
  log(`sessions: ${en(after)} active after adding ${en(grants.length)} in ${formatDuration(ms)}.`);
  return { wanted, alreadyThere, added: grants.length, ms };
}

/** Long sessions and cheap password checks, changed only when the realm differs. */
async function prepareRealm(realm: string, baseUrl: string): Promise<void> {
  const path = `/${encodeURIComponent(realm)}`;
  const current = (await (await adminFetch(path, {}, baseUrl)).json()) as {
    ssoSessionIdleTimeout?: number;
    ssoSessionMaxLifespan?: number;
    passwordPolicy?: string;
  };
  if (
    (current.ssoSessionIdleTimeout ?? 0) >= sessionLifetimeSeconds &&
    (current.ssoSessionMaxLifespan ?? 0) >= sessionLifetimeSeconds &&
    current.passwordPolicy === passwordPolicy
  )
    return;
  await adminFetch(
    path,
    {
      method: "PUT",
      body: JSON.stringify({
        ssoSessionIdleTimeout: Math.max(current.ssoSessionIdleTimeout ?? 0, sessionLifetimeSeconds),
        ssoSessionMaxLifespan: Math.max(current.ssoSessionMaxLifespan ?? 0, sessionLifetimeSeconds),
        passwordPolicy,
      }),
    },
    baseUrl,
  );
}

interface ClientRepresentation {
  id: string;
  clientId: string;
  publicClient?: boolean;
  directAccessGrantsEnabled?: boolean;
}

/**
 * Data sets seeded before the sessions scenario have clients without the password grant or a
 * known secret. Checking the first client is enough to tell; then the seeded clients are read a
 * page at a time and updated a few at once, once for good.
 */
async function allowPasswordGrant(
  options: SeedOptions,
  baseUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const realmPath = `/${encodeURIComponent(options.realm)}`;
  const list = async (query: string) =>
    (await (
      await adminFetch(`${realmPath}/clients?${query}`, {}, baseUrl)
    ).json()) as ClientRepresentation[];
  const [first] = await list(
    `clientId=${encodeURIComponent(clientId(0, options.clients))}&first=0&max=1`,
  );
  if (first === undefined)
    throw new Error(`Realm ${options.realm} has no seeded clients: seed it first.`);
  if (first.directAccessGrantsEnabled === true) return;
  log("sessions: the seeded clients do not allow the password grant yet; updating them…");
  const seeded = new Set(
    Array.from({ length: options.clients }, (_, index) => clientId(index, options.clients)),
  );
  const toUpdate: ClientRepresentation[] = [];
  // Bounded: the realm holds the seeded clients and a handful of built-in ones.
  const maxPages = Math.ceil((options.clients + 100) / clientPageSize);
  for (let page = 0; page < maxPages; page++) {
    const rows = await list(`first=${String(page * clientPageSize)}&max=${String(clientPageSize)}`);
    toUpdate.push(...rows.filter((row) => seeded.has(row.clientId)));
    if (rows.length < clientPageSize) break;
  }
  await runPool(
    toUpdate
      .filter((client) => client.directAccessGrantsEnabled !== true)
      .map((client) => async () => {
        await adminFetch(
          `${realmPath}/clients/${client.id}`,
          {
            method: "PUT",
            body: JSON.stringify({
              ...client,
              directAccessGrantsEnabled: true,
              ...(client.publicClient === true ? {} : { secret: clientSecret(client.clientId) }),
            }),
          },
          baseUrl,
        );
      }),
    4,
  );
}

/** Gives the users that sign in the known password (cheap under the realm's policy). */
async function setSessionPasswords(options: SeedOptions, baseUrl: string): Promise<void> {
  const realmPath = `/${encodeURIComponent(options.realm)}`;
  await runPool(
    Array.from({ length: sessionUserCount(options) }, (_, index) => async () => {
      const username = userName(index, options.users);
      const [user] = (await (
        await adminFetch(`${realmPath}/users?exact=true&username=${username}`, {}, baseUrl)
      ).json()) as { id: string }[];
      if (user === undefined)
        throw new Error(`User ${username} is missing from realm ${options.realm}: seed it first.`);
      await adminFetch(
        `${realmPath}/users/${user.id}/reset-password`,
        {
          method: "PUT",
          body: JSON.stringify({ type: "password", value: sessionUserPassword, temporary: false }),
        },
        baseUrl,
      );
    }),
    2,
  );
}
