import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { adminFetch } from "./testing/admin-api";
import { keycloakUrl } from "./keycloak-url";
import { themeBuildDir, themeName } from "./paths";

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
