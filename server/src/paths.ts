import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root (this file is at server/src/paths.ts). */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Git-ignored folder for the downloaded server, its data, its log and its process id.
 * `GATEHOUSE_CACHE_DIR` moves it, e.g. to run a second server beside the usual one.
 */
export const cacheDir = process.env.GATEHOUSE_CACHE_DIR?.trim()
  ? resolve(process.env.GATEHOUSE_CACHE_DIR.trim())
  : join(repoRoot, ".cache", "keycloak");

/** The built admin theme folder (`npm run build -w console`). */
export const themeBuildDir = join(repoRoot, "console", "dist-theme", "gatehouse");

export const themeName = "gatehouse";
