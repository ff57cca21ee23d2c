import { ensureKeycloak } from "../ensure-keycloak";
import { bootstrapAdmin } from "../keycloak-url";
import { exitOnSetupError } from "../setup-error";

try {
  const { url, started } = await ensureKeycloak();
  console.log(`${started ? "Keycloak is ready" : "Keycloak was already running"}: ${url}`);
  console.log(
    `Console: ${url}/admin/master/console/  (sign in as ${bootstrapAdmin.username} / ${bootstrapAdmin.password})`,
  );
} catch (error) {
  exitOnSetupError(error);
}
