import { builtThemeMarker } from "./console-build";
import { distributionDir } from "./keycloak-dist";
import { keycloakAnswers, runningServer, startKeycloak, stopKeycloak } from "./keycloak-process";
import { keycloakUrl } from "./keycloak-url";
import { repoRoot } from "./paths";
import type { Log } from "./progress";
import { lastLines, runProcess } from "./run-process";
import { SetupError } from "./setup-error";
import { isOutputStale, modifiedAt } from "./staleness";
import {
  installTheme,
  installedJarDiffers,
  packagedJarPath,
  themeJarPath,
  themeMode,
  useGatehouseFor,
} from "./theme";

export interface EnsuredKeycloak {
  url: string;
  /** Whether this call started the server (and so its caller should stop it). */
  started: boolean;
  /** Whether the server is this project's own (theme linked into its folder). */
  own: boolean;
}

/**
 * Packages the theme JAR when it is missing or older than the theme build. Returns whether it
 * packaged.
 */
export async function ensureThemePackaged(log: Log = console.log): Promise<boolean> {
  // A JAR chosen with GATEHOUSE_THEME_JAR is used as it is.
  if (themeJarPath !== packagedJarPath) return false;
  const packagedAt = modifiedAt(themeJarPath);
  const builtAt = modifiedAt(builtThemeMarker);
  if (builtAt === undefined) {
    throw new SetupError(
      "The console theme is not built, so it cannot be packaged.",
      'Run "npm run build" first.',
    );
  }
  if (packagedAt !== undefined && !isOutputStale(packagedAt, [builtAt])) return false;
  log("Packaging the theme JAR…");
  const result = await runProcess("npm", ["run", "package", "-w", "console"], { cwd: repoRoot });
  if (result.status !== 0) {
    throw new SetupError(
      `Packaging the theme JAR failed.\n${lastLines(result.output)}`,
      'Run "npm run package -w console" to see why.',
    );
  }
  return true;
}

/**
 * Uses the Keycloak at KEYCLOAK_URL, or this project's running one, or starts one; then makes sure
 * the master realm's console is Gatehouse. With `GATEHOUSE_THEME_MODE=installed` the theme JAR is
 * packaged and installed, and a running server with an older JAR is restarted to load the new one.
 */
export async function ensureKeycloak(log: Log = console.log): Promise<EnsuredKeycloak> {
  const mode = themeMode();
  if (process.env.KEYCLOAK_URL) {
    const url = keycloakUrl();
    if (!(await keycloakAnswers(url))) {
      throw new SetupError(
        `KEYCLOAK_URL is ${url}, but no Keycloak answers there.`,
        "Start it, or unset KEYCLOAK_URL to let this project start one.",
      );
    }
    const own = runningServer() !== undefined;
    if (own && mode === "linked") installTheme(distributionDir());
    await useGatehouseFor("master", url);
    return { url, started: false, own };
  }
  let restarted = false;
  if (mode === "installed") {
    await ensureThemePackaged(log);
    if (runningServer() !== undefined && installedJarDiffers(distributionDir())) {
      log("The theme JAR changed since the server started: restarting it to load the new one.");
      restarted = await stopKeycloak(log);
    }
  }
  const result = await startKeycloak(log);
  if (mode === "linked") installTheme(distributionDir());
  await useGatehouseFor("master", result.url);
  return { url: result.url, started: !result.alreadyRunning && !restarted, own: true };
}
