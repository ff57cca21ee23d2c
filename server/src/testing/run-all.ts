import { performance } from "node:perf_hooks";
import { repoRoot } from "../paths";
import { lastLines, runProcess } from "../run-process";
import { exitOnSetupError, SetupError } from "../setup-error";
import { runCommand } from "../testing/run-command";
import { formatSummary, layers, type LayerResult } from "../testing/test-layers";
import { runningServer } from "../keycloak-process";
import { keycloakForRun, type KeycloakForRun } from "../testing/with-keycloak";
import { oldestReleaseForRun, type OldestReleaseForRun } from "../testing/oldest-release";

/**
 * `npm test`: every layer in turn (lint, type check, unit, then contract and end to end against a
 * Keycloak it reuses or starts), stopping at the first that fails, and a summary of the time each
 * took. Exits with the failing layer's code. Layer names as arguments run only those.
 */
// `npm test -- unit e2e` runs only the named layers.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !layers.some((layer) => layer.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown layers: ${unknown.join(", ")} (known: ${layers.map((l) => l.name).join(", ")})`,
  );
  process.exit(2);
}
const runs = (name: string) => chosen.length === 0 || chosen.includes(name);

const started = performance.now();
const results: LayerResult[] = layers.map((layer) => ({
  name: layer.name,
  outcome: "not run",
  durationMs: 0,
}));

const indicesWhere = (server: boolean, oldestRelease = false) =>
  layers.flatMap((layer, index) =>
    layer.needsServer === server &&
    (layer.onOldestRelease ?? false) === oldestRelease &&
    runs(layer.name)
      ? [index]
      : [],
  );
const localLayers = indicesWhere(false);
const serverLayers = indicesWhere(true);
const oldestReleaseLayers = indicesWhere(true, true);
const builds = [
  ...new Map(
    [...serverLayers, ...oldestReleaseLayers]
      .flatMap((index) => layers[index]?.build ?? [])
      .map((build) => [build.script, build]),
  ).values(),
];

async function runLayers(indices: number[], env: Record<string, string> = {}): Promise<number> {
  for (const index of indices) {
    const layer = layers[index];
    const result = results[index];
    if (layer === undefined || result === undefined) continue;
    // The server layers' builds ran beside the first layers (see `prepareServerLayers`).
    const script = layer.build?.withoutBuild ?? layer.script;
    console.log(`\n▶ ${layer.name}: npm run ${script}`);
    const layerStart = performance.now();
    const code = await runCommand(`npm run ${script}`, env);
    result.durationMs = performance.now() - layerStart;
    result.outcome = code === 0 ? "passed" : "failed";
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * The server layers' builds, which need nothing the first layers do. They and the server start
 * run beside the first layers: lint and the type check use one core each, so that hides a minute
 * or two of a two-core machine's run. Their output is held back and printed when the server
 * layers begin, so the first layers' output reads as before.
 */
async function buildForServerLayers(log: (line: string) => void): Promise<void> {
  for (const build of builds) {
    log(`Building: npm run ${build.script}`);
    const result = await runProcess("npm", ["run", build.script], { cwd: repoRoot });
    log(result.output.trimEnd());
    if (result.status !== 0) {
      throw new SetupError(
        `"npm run ${build.script}" failed.\n${lastLines(result.output)}`,
        `Run "npm run ${build.script}" to see why.`,
      );
    }
  }
}

const preparation: LayerResult = { name: "server, build", outcome: "not run", durationMs: 0 };
// Held while the first layers print; from then on, printed as it comes.
let heldOutput: string[] | undefined = [];
const logPreparation = (line: string) => {
  if (heldOutput === undefined) console.log(line);
  else heldOutput.push(line);
};
let keycloak: KeycloakForRun | undefined;
let oldestRelease: OldestReleaseForRun | undefined;
// A run that starts its own server serves the console as administrators install it: the theme
// JAR, which the server caches and the browser keeps, rather than a folder read again for every
// file of every page. Nothing changes the theme during a run; a server already running is used
// as it is.
if (
  serverLayers.length > 0 &&
  process.env.GATEHOUSE_THEME_MODE === undefined &&
  process.env.KEYCLOAK_URL === undefined &&
  runningServer() === undefined
)
  process.env.GATEHOUSE_THEME_MODE = "installed";
const builtForServerLayers =
  serverLayers.length + oldestReleaseLayers.length > 0
    ? buildForServerLayers(logPreparation)
    : Promise.resolve();
// Whoever awaits it (a server's start) reports a failed build.
builtForServerLayers.catch(() => undefined);
if (serverLayers.length > 0) {
  const preparationStart = performance.now();
  keycloak = keycloakForRun(logPreparation, () => builtForServerLayers);
  void keycloak.ready
    .finally(() => {
      preparation.durationMs = performance.now() - preparationStart;
    })
    .catch(() => undefined);
}
if (oldestReleaseLayers.length > 0)
  // After the usual server is up: two first starts at once would share two cores.
  oldestRelease = oldestReleaseForRun(
    logPreparation,
    builtForServerLayers.then(() => keycloak?.ready),
  );

/** Waits for the server and builds; resolves to the server's address, or throws why they failed. */
async function preparedServer(
  ready: Promise<string>,
  step: LayerResult = preparation,
): Promise<string> {
  console.log(`\n▶ ${step.name} (started beside the layers before)`);
  if (heldOutput !== undefined) console.log(heldOutput.join("\n"));
  heldOutput = undefined;
  try {
    const url = await ready;
    step.outcome = "passed";
    return url;
  } catch (error) {
    step.outcome = "failed";
    throw error;
  }
}

function printSummary() {
  const shown = [
    ...(keycloak === undefined ? [] : [preparation]),
    ...(oldestRelease === undefined ? [] : [oldestRelease.preparation]),
    ...results,
  ];
  console.log(`\n${formatSummary(shown, performance.now() - started)}`);
}

async function releaseServers() {
  await keycloak?.release();
  await oldestRelease?.release();
}

let exitCode = 1;
try {
  exitCode = await runLayers(localLayers);
  if (exitCode === 0 && keycloak !== undefined)
    exitCode = await runLayers(serverLayers, {
      KEYCLOAK_URL: await preparedServer(keycloak.ready),
    });
  if (exitCode === 0 && oldestRelease !== undefined)
    exitCode = await runLayers(oldestReleaseLayers, {
      KEYCLOAK_URL: await preparedServer(oldestRelease.ready, oldestRelease.preparation),
      // Its realms are deleted after the last test: see e2e/support/deferred-realms.ts.
      GATEHOUSE_DEFER_REALM_DELETION: "1",
    });
} catch (error) {
  printSummary();
  await releaseServers();
  exitOnSetupError(error);
}
printSummary();
await releaseServers();
process.exitCode = exitCode;
