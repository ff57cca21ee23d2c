import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { isAlive } from "../keycloak-process";
import { repoRoot } from "../paths";
import type { Log } from "../progress";
import { lastLines, runProcess } from "../run-process";
import { SetupError } from "../setup-error";
import type { LayerResult } from "./test-layers";

/**
 * The oldest Keycloak release Gatehouse supports. `npm test` runs a part of the end-to-end suite
 * against it as well as against the pinned release, so that what the console decides from server
 * info (features, providers) is tried on a server that lacks what later releases added.
 */
export const oldestSupportedRelease = "26.4.0";

/** Its own port and cache folder (distribution, data, log, pid file), beside the usual server's. */
export const oldestReleasePort = Number(process.env.GATEHOUSE_OLDEST_PORT ?? 8382);
export const oldestReleaseUrl = `http://localhost:${String(oldestReleasePort)}`;
const oldestReleaseCacheDir = join(repoRoot, ".cache", "keycloak-oldest");

/** The environment the project's own scripts read to start, use and stop that server. */
export function oldestReleaseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KC_VERSION: oldestSupportedRelease,
    KC_PORT: String(oldestReleasePort),
    KC_MANAGEMENT_PORT: String(oldestReleasePort + 1000),
    GATEHOUSE_CACHE_DIR: oldestReleaseCacheDir,
    // As administrators install it, like the usual server of a test run.
    GATEHOUSE_THEME_MODE: "installed",
    // Phase Two's organizations extension has releases for this Keycloak (none for the pinned
    // one): the extension's pages are tried here.
    GATEHOUSE_EXTENSIONS: "phasetwo-orgs",
  };
  // Always a server of its own, never one named by KEYCLOAK_URL or given another state folder.
  delete env["KEYCLOAK_URL"];
  delete env["KC_STATE_DIR"];
  delete env["GATEHOUSE_KC_FEATURES"];
  delete env["GATEHOUSE_PHASETWO_ORGS_VERSION"];
  return env;
}

/**
 * Starts (`kc:start`) or stops (`kc:stop`) the oldest release's server in a child process: the
 * scripts read the release, port and folder from the environment when their modules load.
 */
export async function controlOldestRelease(
  script: "kc:start" | "kc:stop",
  log: Log,
): Promise<void> {
  const result = await runProcess("npm", ["run", script], {
    cwd: repoRoot,
    env: oldestReleaseEnv(),
  });
  log(result.output.trimEnd());
  if (result.status !== 0) {
    throw new SetupError(
      `Keycloak ${oldestSupportedRelease} (the oldest supported release) did not ${script === "kc:start" ? "start" : "stop"}.\n${lastLines(result.output)}`,
      `Run it alone: KC_VERSION=${oldestSupportedRelease} KC_PORT=${String(oldestReleasePort)} npm run ${script}`,
    );
  }
}

/** The oldest release's server on its way up, for a test run. */
export interface OldestReleaseForRun {
  /** How its start went, for the run's summary. */
  preparation: LayerResult;
  /** Its address once it answers. */
  ready: Promise<string>;
  /** Stops it if this run started it, after waiting for a start still under way. */
  release(): Promise<void>;
}

/** Whether its pid file names a live process (`runningServer` reads the usual server's folder). */
function isRunningAlready(): boolean {
  const pidFile = join(oldestReleaseCacheDir, "keycloak.pid");
  if (!existsSync(pidFile)) return false;
  return isAlive(Number(readFileSync(pidFile, "utf8").trim().split(/\s+/)[0]));
}

/** Starts the oldest release's server once `after` settles (the build the start needs). */
export function oldestReleaseForRun(log: Log, after: Promise<unknown>): OldestReleaseForRun {
  const preparation: LayerResult = {
    name: `server ${oldestSupportedRelease}`,
    outcome: "not run",
    durationMs: 0,
  };
  const hadServer = isRunningAlready();
  const ready = (async () => {
    await after;
    const started = performance.now();
    try {
      await controlOldestRelease("kc:start", log);
      return oldestReleaseUrl;
    } finally {
      preparation.durationMs = performance.now() - started;
    }
  })();
  ready.catch(() => undefined);
  return {
    preparation,
    ready,
    async release() {
      if (hadServer) return;
      await ready.catch(() => undefined);
      await controlOldestRelease("kc:stop", log).catch(() => undefined);
    },
  };
}
