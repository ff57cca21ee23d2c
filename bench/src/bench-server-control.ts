/**
 * Starts or stops the benchmark's own Keycloak. Run as a child process with the environment of
 * `benchServerEnv`, because the server modules read their port and cache folder when loaded.
 */
import { ensureKeycloak } from "@gatehouse/server/ensure-keycloak";
import { stopKeycloak } from "@gatehouse/server/keycloak-process";
import { exitOnSetupError } from "@gatehouse/server/setup-error";

try {
  if (process.argv[2] === "stop") await stopKeycloak();
  else await ensureKeycloak();
} catch (error) {
  exitOnSetupError(error);
}
