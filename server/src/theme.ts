import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { adminFetch } from "./testing/admin-api";
import { keycloakUrl } from "./keycloak-url";
import { repoRoot, themeBuildDir, themeName } from "./paths";

/**
 * How the server gets the console theme:
 * - `linked` (default, development): the theme build folder is linked into `themes/`, and the
 *   server reads theme files on every request, so a rebuilt console shows on reload;
 * - `installed`: the theme JAR (`npm run package`) is copied into `providers/` and the server
 *   caches themes and serves their files with its usual cache lifetime, as in a real installation.
 */
export type ThemeMode = "linked" | "installed";

/**
 * The mode chosen with `GATEHOUSE_THEME_MODE`.
 *
 * @example
 * themeMode({}); // → "linked"
 * themeMode({ GATEHOUSE_THEME_MODE: "installed" }); // → "installed"
 */
export function themeMode(env: NodeJS.ProcessEnv = process.env): ThemeMode {
  const value = env.GATEHOUSE_THEME_MODE?.trim() ?? "";
  if (value === "" || value === "linked") return "linked";
  if (value === "installed") return "installed";
  throw new Error(`GATEHOUSE_THEME_MODE must be "linked" or "installed", not "${value}".`);
}

/** Keycloak's own cache lifetime for theme files outside development mode (30 days). */
export const installedStaticMaxAgeSeconds = 2_592_000;

/** The server options for theme caching in each mode (`start-dev` turns caching off by itself). */
export function themeServingArgs(mode: ThemeMode): string[] {
  if (mode === "installed") {
    return [
      "--spi-theme--cache-themes=true",
      "--spi-theme--cache-templates=true",
      `--spi-theme--static-max-age=${String(installedStaticMaxAgeSeconds)}`,
    ];
  }
  // Theme files are read on every request, so a rebuilt console shows on reload.
  return [
    "--spi-theme--cache-themes=false",
    "--spi-theme--cache-templates=false",
    "--spi-theme--static-max-age=-1",
  ];
}

/** The theme JAR that `npm run package` writes. */
export const packagedJarPath = join(repoRoot, "dist", `${themeName}-admin-theme.jar`);

/**
 * The JAR an installed-mode server gets: `GATEHOUSE_THEME_JAR` (another build, e.g. to compare two
 * in the benchmark), else the packaged one.
 */
export const themeJarPath = process.env.GATEHOUSE_THEME_JAR?.trim()
  ? resolve(process.env.GATEHOUSE_THEME_JAR.trim())
  : packagedJarPath;

const installedJarPath = (keycloakHome: string) =>
  join(keycloakHome, "providers", `${themeName}-admin-theme.jar`);

/**
 * Links the console's theme build into the server's themes folder. A link rather than a copy: with
 * theme caching off, every rebuild of the console is served on the next page load.
 */
export function installTheme(keycloakHome: string): string {
  const themesDir = join(keycloakHome, "themes");
  mkdirSync(themesDir, { recursive: true });
  const link = join(themesDir, themeName);
  if (existsSync(link) || isSymlink(link)) rmSync(link, { recursive: true, force: true });
  symlinkSync(themeBuildDir, link, "dir");
  return link;
}

/**
 * Installs the theme JAR as an administrator would: into `providers/`, with no theme folder of the
 * same name beside it. The server reads providers when it starts, so this comes before the start.
 */
export function installThemeJar(keycloakHome: string, jar = themeJarPath): string {
  if (!existsSync(jar)) throw new Error(`${jar} is missing: run "npm run package" first.`);
  const link = join(keycloakHome, "themes", themeName);
  if (existsSync(link) || isSymlink(link)) rmSync(link, { recursive: true, force: true });
  const target = installedJarPath(keycloakHome);
  mkdirSync(join(keycloakHome, "providers"), { recursive: true });
  copyFileSync(jar, target);
  return target;
}

/** Takes the theme JAR out of `providers/`, so a linked theme is the only one (before a start). */
export function removeThemeJar(keycloakHome: string): void {
  rmSync(installedJarPath(keycloakHome), { force: true });
}

/** Whether the server's `providers/` holds a different JAR than the packaged one (or none). */
export function installedJarDiffers(keycloakHome: string, jar = themeJarPath): boolean {
  const target = installedJarPath(keycloakHome);
  if (!existsSync(target) || !existsSync(jar)) return true;
  return !readFileSync(target).equals(readFileSync(jar));
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

export function themeIsBuilt(): boolean {
  return existsSync(join(themeBuildDir, "admin", "index.ftl"));
}

/** Makes the realm's console (`/admin/{realm}/console/`) Gatehouse. */
export async function useGatehouseFor(realm = "master", baseUrl = keycloakUrl()): Promise<void> {
  await adminFetch(
    `/${encodeURIComponent(realm)}`,
    {
      method: "PUT",
      body: JSON.stringify({ adminTheme: themeName }),
    },
    baseUrl,
  );
}
