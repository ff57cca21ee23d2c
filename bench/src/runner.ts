import type { Browser, Page } from "@playwright/test";
import { adminFetch } from "@gatehouse/server/testing/admin-api";
import {
  allowNamedFunctions,
  elapsed,
  goToHash,
  readyTimeoutMs,
  timedStep,
  watcherRecord,
  watcherScript,
  type StepResult,
} from "./measure";
import type {
  Failure,
  LoadedFile,
  MetricId,
  PendingScenarios,
  Sample,
  SelectableScenario,
} from "./metrics";
import { pendingHeapPages } from "./metrics";
import { gzipSize } from "./compressed-size";
import { NetworkRecorder } from "./network";
import { adminRequestCount, heapAfterGc, keepResourceTimings, serverTime } from "./page-probes";
import { missingPageReason } from "./probe";
import { toLocator } from "./readiness";
import type { ConsoleUi } from "./selectors/console-ui";
import type { Cookies } from "./sign-in";
import type { Targets } from "./targets";

export interface RunEnv {
  browser: Browser;
  cookies: Cookies;
  baseUrl: string;
  targets: Targets;
  log: (line: string) => void;
  /** Only these scenarios (after the first load); all of them when absent. */
  only?: readonly SelectableScenario[];
}

const selected = (env: RunEnv, scenario: SelectableScenario) =>
  env.only === undefined || env.only.includes(scenario);

export interface Recorder {
  samples: Sample[];
  failures: Failure[];
  /** The files of the first measured pair's cold loads. */
  files: LoadedFile[];
}

const consoleUrl = (env: RunEnv) =>
  `${env.baseUrl}/admin/${encodeURIComponent(env.targets.realm)}/console/`;
const hashFor = (env: RunEnv, path: string) => `#/${encodeURIComponent(env.targets.realm)}/${path}`;

/** The realm's console becomes the theme's on its next load (theme caching is off). */
export async function setAdminTheme(
  realm: string,
  adminTheme: string,
  baseUrl: string,
): Promise<void> {
  await adminFetch(
    `/${encodeURIComponent(realm)}`,
    { method: "PUT", body: JSON.stringify({ adminTheme }) },
    baseUrl,
  );
}

const useConsole = (env: RunEnv, ui: ConsoleUi) =>
  setAdminTheme(env.targets.realm, ui.adminTheme, env.baseUrl);

const homeKey = "__benchHome";

/** The page's clock as wall time, comparable across the documents of a load and its redirects. */
const wallNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

async function newSignedInPage(env: RunEnv, ui?: ConsoleUi) {
  // Only the single sign-on cookies: signed in at the server, nothing of either console cached.
  const context = await env.browser.newContext({
    storageState: { cookies: env.cookies, origins: [] },
    viewport: { width: 1400, height: 900 },
  });
  await keepResourceTimings(context);
  await allowNamedFunctions(context);
  // Every document of the context watches for the home page from its first moment, so a load
  // (with its sign-in redirects) ends on the frame the home page shows.
  if (ui !== undefined)
    await context.addInitScript({
      content: watcherScript(ui.homeReady(env.targets.realm), homeKey, true),
    });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  return { context, page, session };
}

/** Runs the steps one after another until one reports failure (later ones depend on it). */
async function inOrder(...steps: (() => Promise<boolean>)[]): Promise<void> {
  for (const run of steps) {
    if (!(await run())) return;
  }
}

/** Which of Gatehouse's scenario pages exist, by opening each address once. */
export async function probeGatehouse(env: RunEnv, ui: ConsoleUi): Promise<PendingScenarios> {
  await useConsole(env, ui);
  const { context, page } = await newSignedInPage(env);
  const pending: PendingScenarios = {};
  const probes: [SelectableScenario, string, ConsoleUi["users"]["listed"], RegExp][] = [
    ["users", "users", ui.users.listed, ui.users.heading],
    ["groups", "groups", ui.groups.topLevelShown, ui.groups.heading],
    ["clients", "clients", ui.clients.listed, ui.clients.heading],
    [
      "role-mapping",
      `users/${env.targets.roleMappingUser.id}/role-mapping`,
      ui.roleMapping.shown,
      ui.roleMapping.heading(env.targets.roleMappingUser.username),
    ],
    ["sessions", "sessions", ui.sessions.listed, ui.sessions.heading],
  ];
  try {
    for (const [scenario, path, ready, heading] of probes.filter(([scenario]) =>
      selected(env, scenario),
    )) {
      const reason = await missingPageReason(
        page,
        consoleUrl(env) + hashFor(env, path),
        toLocator(page, ready),
        heading,
      );
      env.log(
        `  Gatehouse ${scenario}: ${reason === undefined ? "page exists, measured" : `pending (${reason})`}`,
      );
      if (reason !== undefined) pending[scenario] = reason;
    }
  } finally {
    await context.close();
  }
  return pending;
}

/**
 * One run of one console: cold first load in a fresh context, a warm reload, then the pages of
 * scenarios 2–5 in the same tab, then the heap. Steps of a scenario that is pending are skipped; a
 * failing step is recorded and the run goes on with the next scenario.
 */
export async function runConsole(
  env: RunEnv,
  ui: ConsoleUi,
  pair: number,
  pending: PendingScenarios,
  recorder: Recorder,
): Promise<void> {
  await useConsole(env, ui);
  const { context, page, session } = await newSignedInPage(env, ui);
  const homeShown = toLocator(page, ui.homeReady(env.targets.realm));
  /** A load or reload, from the moment it is asked for until the home page's frame. */
  const timedLoad = async (load: () => Promise<unknown>): Promise<StepResult> => {
    const asked = await wallNow(page);
    await load();
    await homeShown.waitFor({ state: "visible", timeout: readyTimeoutMs });
    const { readyAt } = elapsed(await watcherRecord(page, homeKey));
    const origin = await page.evaluate(() => performance.timeOrigin);
    return { ms: origin + readyAt - asked, serverMs: await serverTime(page, 0, readyAt) };
  };
  const record = (metric: MetricId, value: number, serverMs?: number) => {
    recorder.samples.push({
      console: ui.name,
      metric,
      pair,
      value,
      ...(serverMs === undefined ? {} : { serverMs }),
    });
  };
  const attempt = async (metric: MetricId, step: () => Promise<void>): Promise<boolean> => {
    try {
      await step();
      return true;
    } catch (error) {
      const message =
        error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
      recorder.failures.push({ console: ui.name, metric, pair, message });
      env.log(`  ${ui.name} ${metric} failed: ${message}`);
      return false;
    }
  };
  const step = async (metric: MetricId, run: () => Promise<StepResult>) =>
    attempt(metric, async () => {
      const result = await run();
      record(metric, result.ms, result.serverMs);
    });

  try {
    const network = await NetworkRecorder.start(session);
    const loaded = await attempt("first-load-cold", async () => {
      const { ms, serverMs } = await timedLoad(() => page.goto(consoleUrl(env)));
      const totals = network.totals();
      record("first-load-cold", ms, serverMs);
      record("first-load-js", totals.jsBytes);
      record("first-load-css", totals.cssBytes);
      record("first-load-wire", totals.wireBytes);
      record("first-load-requests", totals.requests);
      let jsGzip = 0;
      let cssGzip = 0;
      for (const file of totals.files) {
        const size = await gzipSize(file.url);
        if (file.kind === "js") jsGzip += size;
        else cssGzip += size;
        if (pair === 1) recorder.files.push({ console: ui.name, ...file, gzipBytes: size });
      }
      record("first-load-js-gzip", jsGzip);
      record("first-load-css-gzip", cssGzip);
    });
    if (!loaded) return;
    await network.stop();
    await attempt("heap-first-load", async () => {
      record("heap-first-load", await heapAfterGc(session));
    });
    await attempt("first-load-warm", async () => {
      const { ms, serverMs } = await timedLoad(() => page.reload());
      record("first-load-warm", ms, serverMs);
    });

    const { targets } = env;
    if (selected(env, "users") && pending.users === undefined) {
      await inOrder(
        () =>
          step("users-list", () =>
            timedStep(page, { hash: hashFor(env, "users") }, ui.users.listed),
          ),
        () =>
          step("users-search", () =>
            timedStep(
              page,
              () => ui.users.search(page, targets.searchUser),
              ui.users.found(targets.searchUser),
            ),
          ),
      );
    }
    if (selected(env, "groups") && pending.groups === undefined) {
      await inOrder(
        () =>
          step("groups-top", () =>
            timedStep(page, { hash: hashFor(env, "groups") }, ui.groups.topLevelShown),
          ),
        () =>
          step("groups-expand", () =>
            timedStep(
              page,
              () => ui.groups.expand(page, targets.wideGroup),
              ui.groups.childShown(targets.wideGroupFirstChild),
            ),
          ),
      );
      // Search from the untouched top level, as a person arriving on the page would.
      await attempt("groups-search", async () => {
        await goToHash(page, hashFor(env, "users"));
        await goToHash(page, hashFor(env, "groups"));
        await toLocator(page, ui.groups.topLevelShown).waitFor({ timeout: readyTimeoutMs });
        const result = await timedStep(
          page,
          () => ui.groups.search(page, targets.searchGroup),
          ui.groups.found(targets.searchGroup),
        );
        record("groups-search", result.ms, result.serverMs);
      });
    }
    if (selected(env, "clients") && pending.clients === undefined) {
      await inOrder(
        () =>
          step("clients-list", () =>
            timedStep(page, { hash: hashFor(env, "clients") }, ui.clients.listed),
          ),
        () =>
          step("clients-search", () =>
            timedStep(
              page,
              () => ui.clients.search(page, targets.searchClient),
              ui.clients.found(targets.searchClient),
            ),
          ),
      );
    }
    if (selected(env, "role-mapping") && pending["role-mapping"] === undefined) {
      const tab = hashFor(env, `users/${targets.roleMappingUser.id}/role-mapping`);
      await inOrder(
        () => step("role-mapping-tab", () => timedStep(page, { hash: tab }, ui.roleMapping.shown)),
        () =>
          step("role-mapping-realm", () =>
            timedStep(
              page,
              () => ui.roleMapping.openRealmRoles(page),
              ui.roleMapping.realmRolesListed,
            ),
          ),
        () =>
          attempt("role-mapping-client", async () => {
            await ui.roleMapping.closeDialog(page);
            const result = await timedStep(
              page,
              () => ui.roleMapping.openClientRoles(page),
              ui.roleMapping.clientRolesListed,
            );
            record("role-mapping-client", result.ms, result.serverMs);
            await ui.roleMapping.closeDialog(page);
          }),
      );
    }
    // Only comparable when the console visited every page of 2–5.
    if (env.only === undefined && pendingHeapPages(pending).length === 0) {
      await attempt("heap-after-pages", async () => {
        record("heap-after-pages", await heapAfterGc(session));
      });
    }
    // After the heap, so that figure stays comparable with runs made before this scenario.
    if (selected(env, "sessions") && pending.sessions === undefined) {
      await attempt("sessions-list", async () => {
        const result = await timedStep(
          page,
          { hash: hashFor(env, "sessions") },
          ui.sessions.listed,
        );
        record("sessions-list", result.ms, result.serverMs);
        if (result.window !== undefined)
          record(
            "sessions-requests",
            await adminRequestCount(page, result.window.start, result.window.readyAt),
          );
      });
    }
  } finally {
    await context.close();
  }
}
