import { distributionDir } from "./keycloak-dist";
import { keycloakAnswers, runningServer, startKeycloak } from "./keycloak-process";
import { keycloakUrl } from "./keycloak-url";
import { SetupError } from "./setup-error";
import { installTheme, useGatehouseFor } from "./theme";

export interface EnsuredKeycloak {
  url: string;
  /** Whether this call started the server (and so its caller should stop it). */
  started: boolean;
  /** Whether the server is this project's own (theme linked into its folder). */
  own: boolean;
}

/**
 * Uses the Keycloak at KEYCLOAK_URL, or this project's running one, or starts one; then makes sure
 * the master realm's console is Gatehouse.
 */
export async function ensureKeycloak(
  log: (line: string) => void = console.log,
): Promise<EnsuredKeycloak> {
  if (process.env.KEYCLOAK_URL) {
    const url = keycloakUrl();
    if (!(await keycloakAnswers(url))) {
      throw new SetupError(
        `KEYCLOAK_URL is ${url}, but no Keycloak answers there.`,
        "Start it, or unset KEYCLOAK_URL to let this project start one.",
      );
    }
    const own = runningServer() !== undefined;
    if (own) installTheme(distributionDir());
    await useGatehouseFor("master", url);
    return { url, started: false, own };
  }
  const result = await startKeycloak(log);
  installTheme(distributionDir());
  await useGatehouseFor("master", result.url);
  return { url: result.url, started: !result.alreadyRunning, own: true };
}
