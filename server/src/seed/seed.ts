import { keycloakUrl } from "../keycloak-url";
import { adminFetch } from "../testing/admin-api";
import { allowUnmanagedAttributes, ensureBenchAdmin, ensureRealm } from "./seed-admin";
import {
  clientId,
  clientImport,
  clients,
  groupTree,
  namePrefixes,
  realmRoleName,
  realmRoles,
  topLevelGroupCount,
  topLevelGroupName,
  users,
  wideGroup,
  wideGroupName,
  type GroupSeed,
} from "./seed-data";
import type { SeedOptions } from "./seed-options";
import { seedSessions } from "./seed-sessions";
import {
  chunks,
  formatDuration,
  incompleteBatches,
  missingIndexes,
  ranges,
  resumeIndex,
  runPool,
} from "./seed-plan";

/**
 * Batch sizes and parallelism, measured on a 2-core machine against the development server (H2).
 * Partial import grows slower per item as a batch grows (one long transaction): users cost about
 * 1.5 ms each in batches of 250–500 on an idle machine and several times more in batches of
 * 2,000; realm roles about 36 ms each in a batch of 500 and 250 ms in a batch of 1,000. Clients
 * with their roles cost 30–150 ms each whatever the batch. Two to four requests at once overlap
 * the server's waits on its database.
 */
export const batchPlan = {
  users: { size: 250, concurrency: 2 },
  /** Groups per import, counting sub-groups: a top-level group comes with all of its own. */
  groups: { size: 500, concurrency: 2 },
  clients: { size: 25, concurrency: 4 },
  realmRoles: { size: 200, concurrency: 2 },
} as const;

/** One batch or listing may take minutes on a busy machine; adminFetch's default is a minute. */
const requestTimeoutMs = 15 * 60_000;
const probeConcurrency = 4;

export interface KindResult {
  kind: string;
  wanted: number;
  alreadyThere: number;
  added: number;
  ms: number;
}

export interface SeedResult {
  realm: string;
  createdRealm: boolean;
  kinds: KindResult[];
  ms: number;
}

interface ImportAnswer {
  added: number;
  skipped: number;
}

const en = (n: number) => n.toLocaleString("en");

/**
 * Fills a realm with the benchmark's data through partial import in batches, skipping what the
 * realm already holds, and makes sure the realm administrator `bench-admin` exists.
 */
export async function seed(
  options: SeedOptions,
  log: (line: string) => void = console.log,
  baseUrl = keycloakUrl(),
): Promise<SeedResult> {
  const started = performance.now();
  const realmPath = `/${encodeURIComponent(options.realm)}`;
  // Listing thousands of roles or clients can take minutes on a busy server.
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await adminFetch(
        `${realmPath}${path}`,
        { signal: AbortSignal.timeout(requestTimeoutMs) },
        baseUrl,
      )
    ).json()) as T;
  const partialImport = async (body: unknown): Promise<ImportAnswer> =>
    (await (
      await adminFetch(
        `${realmPath}/partialImport`,
        {
          method: "POST",
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        },
        baseUrl,
      )
    ).json()) as ImportAnswer;

  const createdRealm = await ensureRealm(options.realm, baseUrl);
  log(`${createdRealm ? "Created" : "Using"} realm "${options.realm}" at ${baseUrl}.`);
  await allowUnmanagedAttributes(options.realm, baseUrl);
  await ensureBenchAdmin(options.realm, baseUrl);

  const kinds: KindResult[] = [];
  const runKind = async (
    kind: string,
    wanted: number,
    alreadyThere: number,
    batches: (() => Promise<number>)[],
    concurrency: number,
    itemsPerBatch: (index: number) => number,
  ) => {
    const kindStarted = performance.now();
    const toDo = batches.reduce((sum, _batch, index) => sum + itemsPerBatch(index), 0);
    if (batches.length === 0) {
      log(`${kind}: ${en(alreadyThere)} of ${en(wanted)} already there, nothing to import.`);
    } else {
      log(
        `${kind}: ${en(alreadyThere)} of ${en(wanted)} already there; importing ${en(toDo)} in ${en(batches.length)} batch(es)…`,
      );
    }
    let added = 0;
    let sent = 0;
    await runPool(
      batches.map((batch, index) => async () => {
        // Read the count before adding: `added += await …` would add to a stale total.
        const count = await batch();
        added += count;
        sent += itemsPerBatch(index);
        log(
          `  ${kind} ${en(sent)}/${en(toDo)} (${String(Math.round((100 * sent) / toDo))}%) ${formatDuration(performance.now() - kindStarted)}`,
        );
      }),
      concurrency,
    );
    const ms = performance.now() - kindStarted;
    if (batches.length > 0) log(`${kind}: added ${en(added)} in ${formatDuration(ms)}.`);
    kinds.push({ kind, wanted, alreadyThere, added, ms });
  };

  const exists = async (path: string): Promise<boolean> => {
    try {
      await adminFetch(
        `${realmPath}${path}`,
        { signal: AbortSignal.timeout(requestTimeoutMs) },
        baseUrl,
      );
      return true;
    } catch (error) {
      if (String(error).includes(" 404 ")) return false;
      throw error;
    }
  };

  // Realm roles: the server lists roles slowly, so probe each batch's first and last names.
  {
    const all = Array.from({ length: options.realmRoles }, (_, i) => i);
    const batches = await incompleteBatches(
      chunks(all, batchPlan.realmRoles.size),
      (i) => realmRoleName(i, options.realmRoles),
      (name) => exists(`/roles/${encodeURIComponent(name)}`),
      probeConcurrency,
    );
    const toImport = batches.reduce((sum, batch) => sum + batch.length, 0);
    await runKind(
      "realm roles",
      options.realmRoles,
      options.realmRoles - toImport,
      batches.map((batch) => async () => {
        const roles = batch.flatMap((i) => realmRoles(options, i, i + 1));
        return (await partialImport({ ifResourceExists: "SKIP", roles: { realm: roles } })).added;
      }),
      batchPlan.realmRoles.concurrency,
      (index) => batches[index]?.length ?? 0,
    );
  }

  // Clients: a client and its roles travel in one import, so a client present has its roles.
  {
    const all = Array.from({ length: options.clients }, (_, i) => i);
    const batches = await incompleteBatches(
      chunks(all, batchPlan.clients.size),
      (i) => clientId(i, options.clients),
      async (id) =>
        (await get<unknown[]>(`/clients?clientId=${encodeURIComponent(id)}&first=0&max=1`)).length >
        0,
      probeConcurrency,
    );
    const toImport = batches.reduce((sum, batch) => sum + batch.length, 0);
    await runKind(
      "clients",
      options.clients,
      options.clients - toImport,
      batches.map((batch) => async () => {
        const seeds = batch.flatMap((i) => clients(options, i, i + 1));
        // Added counts clients and their roles; report clients.
        await partialImport(clientImport(options, seeds));
        return seeds.length;
      }),
      batchPlan.clients.concurrency,
      (index) => batches[index]?.length ?? 0,
    );
  }

  // Groups: a top-level group arrives with all its sub-groups in one import.
  {
    const topLevel = await get<{ name: string }[]>(
      `/groups?briefRepresentation=true&first=0&max=${String(topLevelGroupCount(options) + 1_000)}`,
    );
    const names = new Set(topLevel.map((group) => group.name));
    const missing = missingIndexes(
      topLevelGroupCount(options),
      (i) => topLevelGroupName(i, options),
      names,
    );
    const wideMissing = options.bigGroupChildren > 0 && !names.has(wideGroupName);
    const familySize = (group: GroupSeed) => 1 + group.subGroups.length;
    const familiesPerBatch = Math.max(
      1,
      Math.floor(batchPlan.groups.size / (options.subGroupsPerGroup + 1)),
    );
    const groupBatches: GroupSeed[][] = chunks(missing, familiesPerBatch).map((batch) =>
      batch.flatMap((i) => groupTree(options, i, i + 1)),
    );
    if (wideMissing) groupBatches.unshift([wideGroup(options)]);
    const wanted =
      options.groups + (options.bigGroupChildren > 0 ? options.bigGroupChildren + 1 : 0);
    const toImport = groupBatches.flat().reduce((sum, group) => sum + familySize(group), 0);
    await runKind(
      "groups",
      wanted,
      wanted - toImport,
      groupBatches.map((batch) => async () => {
        await partialImport({ ifResourceExists: "SKIP", groups: batch });
        return batch.reduce((sum, group) => sum + familySize(group), 0);
      }),
      batchPlan.groups.concurrency,
      (index) => (groupBatches[index] ?? []).reduce((sum, group) => sum + familySize(group), 0),
    );
  }

  // Users: too many to list cheaply, so count them and resume near where a previous run stopped.
  {
    const present = await get<number>(`/users/count?username=${namePrefixes.user}`);
    const from =
      present >= options.users
        ? options.users
        : resumeIndex(present, batchPlan.users.size, batchPlan.users.concurrency);
    const slices = ranges(options.users, batchPlan.users.size, from);
    await runKind(
      "users",
      options.users,
      Math.min(present, options.users),
      slices.map(
        ({ start, end }) =>
          async () =>
            (await partialImport({ ifResourceExists: "SKIP", users: users(options, start, end) }))
              .added,
      ),
      batchPlan.users.concurrency,
      (index) => {
        const slice = slices[index];
        return slice === undefined ? 0 : slice.end - slice.start;
      },
    );
  }

  // Sessions last: they sign in seeded users to seeded clients.
  kinds.push({ kind: "sessions", ...(await seedSessions(options, log, baseUrl)) });

  const ms = performance.now() - started;
  log(`Seeded realm "${options.realm}" in ${formatDuration(ms)}.`);
  return { realm: options.realm, createdRealm, kinds, ms };
}
