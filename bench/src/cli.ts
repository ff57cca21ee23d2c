import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { chromiumArgs, findChromium } from "@gatehouse/server/chromium";
import { ensureKeycloak } from "@gatehouse/server/ensure-keycloak";
import { keycloakAnswers, runningServer, stopKeycloak } from "@gatehouse/server/keycloak-process";
import { repoRoot } from "@gatehouse/server/paths";
import { benchAdmin } from "@gatehouse/server/seed/seed-admin";
import { seed } from "@gatehouse/server/seed/seed";
import { seedSessions } from "@gatehouse/server/seed/seed-sessions";
import { formatDuration } from "@gatehouse/server/seed/seed-plan";
import { exitOnSetupError } from "@gatehouse/server/setup-error";
import { adminFetch, adminToken } from "@gatehouse/server/testing/admin-api";
import { themeIsBuilt } from "@gatehouse/server/theme";
import type { Failure, LoadedFile, PendingScenarios, Sample } from "./metrics";
import { holdBenchServer } from "./bench-lock";
import { benchCacheDir, benchServerEnv, benchServerUrl } from "./bench-server";
import { benchUsage, parseBenchArgs, type BenchOptions } from "./options";
import { buildRows, markdownReport } from "./report";
import { probeGatehouse, runConsole, setAdminTheme, type RunEnv } from "./runner";
import { builtInUi } from "./selectors/built-in";
import { gatehouseUi } from "./selectors/gatehouse";
import { signIn } from "./sign-in";
import { findTargets } from "./targets";

/** Starts or stops the benchmark's own server in a child process with that server's settings. */
function controlBenchServer(command: "start" | "stop", env: NodeJS.ProcessEnv): void {
  const script = fileURLToPath(new URL("./bench-server-control.ts", import.meta.url));
  const result = spawnSync("npx", ["tsx", script, command], {
    cwd: repoRoot,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0)
    throw new Error(
      `Could not ${command} the benchmark's Keycloak (exit ${String(result.status)}).`,
    );
}

const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
const log = (line: string) => {
  console.log(line);
};

async function keycloakVersion(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/serverinfo`, {
    headers: { authorization: `Bearer ${await adminToken(baseUrl)}` },
  });
  const body = (await response.json()) as { systemInfo?: { version?: string } };
  return body.systemInfo?.version ?? "unknown";
}

async function currentAdminTheme(realm: string, baseUrl: string): Promise<string | undefined> {
  const body = (await (await adminFetch(`/${encodeURIComponent(realm)}`, {}, baseUrl)).json()) as {
    adminTheme?: string;
  };
  return body.adminTheme;
}

const servingDescription: Record<BenchOptions["server"], string> = {
  installed: "Gatehouse installed as the theme JAR in providers/, theme caching on",
  dev: "development server: Gatehouse's theme folder linked, theme caching off",
};

function describeData(options: BenchOptions): string {
  const s = options.seed;
  const n = (v: number) => v.toLocaleString("en");
  return `${n(s.users)} users, ${n(s.groups)} groups + 1 with ${n(s.bigGroupChildren)} sub-groups, ${n(s.clients)} clients × ${String(s.rolesPerClient)} roles, ${n(s.realmRoles)} realm roles, ${n(s.sessions)} active sessions`;
}

async function bench(options: BenchOptions, baseUrl: string): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  // Sessions live in the server, not in the data: topped up even when the data is not checked.
  if (!options.skipSeed) await seed(options.seed, log, baseUrl);
  else await seedSessions(options.seed, log, baseUrl);
  const targets = await findTargets(options.seed, baseUrl);
  const themeBefore = await currentAdminTheme(targets.realm, baseUrl);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const files: LoadedFile[] = [];
  let pending: PendingScenarios = {};
  try {
    const consoleUrl = `${baseUrl}/admin/${encodeURIComponent(targets.realm)}/console/`;
    const cookies = await signIn(browser, consoleUrl, benchAdmin.username, benchAdmin.password);
    const env: RunEnv = {
      browser,
      cookies,
      baseUrl,
      targets,
      log,
      ...(options.only === undefined ? {} : { only: options.only }),
    };
    log("Which Gatehouse pages exist:");
    pending = await probeGatehouse(env, gatehouseUi);
    const total = options.warmupPairs + options.pairs;
    for (let pair = 0; pair < total; pair++) {
      const warmup = pair < options.warmupPairs;
      const label = warmup
        ? `warm-up ${String(pair + 1)}/${String(options.warmupPairs)}`
        : `pair ${String(pair - options.warmupPairs + 1)}/${String(options.pairs)}`;
      const pairStarted = performance.now();
      // Warm-up samples and failures land in a scratch recorder and are dropped.
      const recorder = warmup
        ? { samples: [], failures: [], files: [] }
        : { samples, failures, files };
      await runConsole(env, gatehouseUi, pair - options.warmupPairs + 1, pending, recorder);
      await runConsole(env, builtInUi, pair - options.warmupPairs + 1, {}, recorder);
      log(`${label} done in ${formatDuration(performance.now() - pairStarted)}`);
    }
  } finally {
    await browser.close();
    // Leave the realm's console as it was found.
    if (themeBefore !== undefined) await setAdminTheme(targets.realm, themeBefore, baseUrl);
  }

  const now = new Date();
  const rows = buildRows(samples, failures, pending, options.only);
  const machine = `${String(cpus().length)} cores, load average ${loadBefore.toFixed(1)} at start and ${(loadavg()[0] ?? 0).toFixed(1)} at end`;
  const context = {
    date: now.toISOString().replace(/\.\d+Z$/, "Z"),
    keycloakUrl: baseUrl,
    keycloakVersion: await keycloakVersion(baseUrl),
    serving:
      options.jar === undefined
        ? servingDescription[options.server]
        : `${servingDescription[options.server]}, JAR ${basename(options.jar)}`,
    realm: targets.realm,
    data: describeData(options),
    pairs: options.pairs,
    warmupPairs: options.warmupPairs,
    machine,
    durationMs: performance.now() - started,
  };
  // Formatted as the repository's other Markdown, so the committed file passes format:check.
  const markdown = await format(markdownReport(context, rows, pending, failures), {
    ...(await resolveConfig(join(resultsDir, "latest.md"))),
    parser: "markdown",
  });
  mkdirSync(resultsDir, { recursive: true });
  const stamp = context.date.replace(/:/g, "-");
  const jsonPath = join(resultsDir, `${stamp}.json`);
  writeFileSync(
    jsonPath,
    `${JSON.stringify(
      { ...context, options, targets, pending, rows, samples, failures, files },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${markdown}`);
  // The committed table is a whole run's; a run of a few scenarios leaves it alone.
  if (options.only === undefined) {
    writeFileSync(join(resultsDir, "latest.md"), markdown);
    log(`Results: ${jsonPath} and ${join(resultsDir, "latest.md")}`);
  } else {
    log(`Results: ${jsonPath} (a run of some scenarios: latest.md is left as it was)`);
  }
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(benchUsage);
  process.exit(0);
}

let failure: unknown;
let stopServer: (() => Promise<void>) | undefined;
let releaseServer: (() => void) | undefined;
try {
  const options = parseBenchArgs(args);
  if (!themeIsBuilt()) {
    log("The console theme is not built yet: running npm run build…");
    const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${String(build.status)}).`);
  }
  if (options.server === "dev") {
    const hadServer = runningServer() !== undefined;
    const keycloak = await ensureKeycloak(log);
    if (keycloak.started && !hadServer && !process.env.KEYCLOAK_URL)
      stopServer = () => stopKeycloak(log).then(() => undefined);
    await bench(options, keycloak.url);
  } else {
    const url = benchServerUrl(options.port);
    const env = benchServerEnv(options.port, process.env, benchCacheDir, options.jar);
    releaseServer = await holdBenchServer(benchCacheDir, log);
    const hadServer = await keycloakAnswers(url);
    log(`The benchmark's own Keycloak (theme JAR installed, log in ${benchCacheDir}):`);
    controlBenchServer("start", env);
    if (!hadServer && !options.keepServer)
      stopServer = () => {
        controlBenchServer("stop", env);
        return Promise.resolve();
      };
    await bench(options, url);
  }
} catch (error) {
  failure = error;
}
// Stop the server only when this run started it, whatever happened.
if (stopServer !== undefined) await stopServer();
releaseServer?.();
if (failure !== undefined) exitOnSetupError(failure);
