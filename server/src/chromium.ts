import { accessSync, constants } from "node:fs";

const usualPaths = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome",
];

/** Path of the Chromium the tests drive: `CHROMIUM_PATH`, else the usual install locations. */
export function findChromium(): string {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : usualPaths;
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next location
    }
  }
  throw new Error(
    process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no executable is there.`
      : `No Chromium found (looked in ${usualPaths.join(", ")}). Install it (Debian: "apt-get install chromium") or set CHROMIUM_PATH.`,
  );
}

/**
 * Flags for a headless Chromium on a machine with no outside network and no sandbox support
 * for root: background services would otherwise try to reach the internet at every start.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
