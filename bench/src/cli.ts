import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { chromiumArgs, findChromium } from "@gatehouse/server/chromium";
import { ensureKeycloak } from "@gatehouse/server/ensure-keycloak";
import { runningServer, stopKeycloak } from "@gatehouse/server/keycloak-process";
import { repoRoot } from "@gatehouse/server/paths";
import { benchAdmin } from "@gatehouse/server/seed/seed-admin";
import { seed } from "@gatehouse/server/seed/seed";
import { formatDuration } from "@gatehouse/server/seed/seed-plan";
import { exitOnSetupError } from "@gatehouse/server/setup-error";
import { adminFetch, adminToken } from "@gatehouse/server/testing/admin-api";
import { themeIsBuilt } from "@gatehouse/server/theme";
import type { Failure, PendingScenarios, Sample } from "./metrics";
import { benchUsage, parseBenchArgs, type BenchOptions } from "./options";
import { buildRows, markdownReport } from "./report";
import { probeGatehouse, runConsole, setAdminTheme, type RunEnv } from "./runner";
import { builtInUi } from "./selectors/built-in";
import { gatehouseUi } from "./selectors/gatehouse";
import { signIn } from "./sign-in";
import { findTargets } from "./targets";

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

function describeData(options: BenchOptions): string {
  const s = options.seed;
  const n = (v: number) => v.toLocaleString("en");
  return `${n(s.users)} users, ${n(s.groups)} groups + 1 with ${n(s.bigGroupChildren)} sub-groups, ${n(s.clients)} clients × ${String(s.rolesPerClient)} roles, ${n(s.realmRoles)} realm roles`;
}

async function bench(options: BenchOptions, baseUrl: string): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  if (!options.skipSeed) await seed(options.seed, log, baseUrl);
  const targets = await findTargets(options.seed, baseUrl);
  const themeBefore = await currentAdminTheme(targets.realm, baseUrl);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  let pending: PendingScenarios = {};
  try {
    const consoleUrl = `${baseUrl}/admin/${encodeURIComponent(targets.realm)}/console/`;
    const cookies = await signIn(browser, consoleUrl, benchAdmin.username, benchAdmin.password);
    const env: RunEnv = { browser, cookies, baseUrl, targets, log };
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
      const recorder = warmup ? { samples: [], failures: [] } : { samples, failures };
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
  const rows = buildRows(samples, failures, pending);
  const machine = `${String(cpus().length)} cores, load average ${loadBefore.toFixed(1)} at start and ${(loadavg()[0] ?? 0).toFixed(1)} at end`;
  const context = {
    date: now.toISOString().replace(/\.\d+Z$/, "Z"),
    keycloakUrl: baseUrl,
    keycloakVersion: await keycloakVersion(baseUrl),
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
    `${JSON.stringify({ ...context, options, targets, pending, rows, samples, failures }, null, 2)}\n`,
  );
  writeFileSync(join(resultsDir, "latest.md"), markdown);
  console.log(`\n${markdown}`);
  log(`Results: ${jsonPath} and ${join(resultsDir, "latest.md")}`);
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(benchUsage);
  process.exit(0);
}

const hadServer = runningServer() !== undefined;
let startedHere = false;
let failure: unknown;
try {
  const options = parseBenchArgs(args);
  const keycloak = await ensureKeycloak(log);
  startedHere = keycloak.started && !hadServer && !process.env.KEYCLOAK_URL;
  if (!themeIsBuilt()) {
    log("The console theme is not built yet: running npm run build…");
    const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${String(build.status)}).`);
  }
  await bench(options, keycloak.url);
} catch (error) {
  failure = error;
}
// Stop the server only when this run started it, whatever happened.
if (startedHere) await stopKeycloak(log);
if (failure !== undefined) exitOnSetupError(failure);
