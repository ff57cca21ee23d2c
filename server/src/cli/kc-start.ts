import { ensureConsoleBuilt } from "../console-build";
import { ensureKeycloak } from "../ensure-keycloak";
import { bootstrapAdmin } from "../keycloak-url";
import { exitOnSetupError } from "../setup-error";

/**
 * `npm run kc:start`: builds the console theme when it is missing or older than its sources, then
 * starts Keycloak in the background (or uses the one running) and returns once it answers.
 */
try {
  await ensureConsoleBuilt();
  const { url, started } = await ensureKeycloak();
  console.log(`${started ? "Keycloak is ready" : "Keycloak was already running"}: ${url}`);
  console.log(
    `Console: ${url}/admin/master/console/  (sign in as ${bootstrapAdmin.username} / ${bootstrapAdmin.password})`,
  );
} catch (error) {
  exitOnSetupError(error);
}
