import { utimesSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, themeBuildDir } from "./paths";
import type { Log } from "./progress";
import { runProcess } from "./run-process";
import { SetupError } from "./setup-error";
import { isOutputStale, modificationTimes, modifiedAt } from "./staleness";

/** Everything the built console theme is made from. */
export const consoleSources = [
  "console/src",
  "console/messages",
  "console/scripts",
  "console/public",
  "console/index.html",
  "console/vite.config.ts",
  "console/package.json",
  "packages/login/src",
  "packages/admin-client/src",
  "package-lock.json",
].map((path) => join(repoRoot, path));

/** Written last by the theme build, so it exists only when a build finished. */
export const builtThemeMarker = join(themeBuildDir, "admin", "theme.properties");

/** Tests are not part of the build, so editing one needs no new build. */
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

export type ConsoleBuildState = "missing" | "stale" | "fresh";

/**
 * Whether the console theme must be built before a server shows it: it is missing (a fresh clone,
 * or a build that broke off), or a source changed after the last build (an edit, a `git pull`).
 */
export function consoleBuildState(
  marker = builtThemeMarker,
  sources: readonly string[] = consoleSources,
): ConsoleBuildState {
  const builtAt = modifiedAt(marker);
  if (builtAt === undefined) return "missing";
  return isOutputStale(builtAt, modificationTimes(sources, isTestFile)) ? "stale" : "fresh";
}

const reasons: Record<Exclude<ConsoleBuildState, "fresh">, string> = {
  missing: "it has not been built yet",
  stale: "its sources changed since the last build",
};

/**
 * Builds the console theme when it is missing or older than its sources, so a server never shows
 * a stale or missing console. Returns whether it built.
 */
export async function ensureConsoleBuilt(log: Log = console.log): Promise<boolean> {
  const state = consoleBuildState();
  if (state === "fresh") return false;
  log(`Building the console, because ${reasons[state]}…`);
  const started = new Date();
  const build = await runProcess("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) {
    throw new SetupError(
      build.error
        ? `The console could not be built: ${build.error.message}`
        : "Building the console failed (its output is above).",
      'Fix what the build reports, or run "npm ci" if dependencies changed, then try again.',
    );
  }
  // The build's start, not its end: a file saved while it ran may not be in it.
  utimesSync(builtThemeMarker, started, started);
  log(`  console built in ${String(Math.round((Date.now() - started.getTime()) / 1000))} s`);
  return true;
}
