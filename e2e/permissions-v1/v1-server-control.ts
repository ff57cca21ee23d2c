import { distributionDir } from "../../server/src/keycloak-dist";
import { startKeycloak, stopKeycloak } from "../../server/src/keycloak-process";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { installTheme, themeMode, useGatehouseFor } from "../../server/src/theme";

/**
 * `start` or `stop` for the fine-grained admin permissions v1 server; run by `controlV1Server`,
 * which sets the port, the cache folder and the features in the environment.
 */
const action = process.argv[2];
if (action === "start") {
  const { url } = await startKeycloak();
  // An installed theme is the JAR `startKeycloak` put into `providers/`; a linked one is a folder.
  if (themeMode() === "linked") installTheme(distributionDir());
  await useGatehouseFor("master", keycloakUrl());
  console.log(`Keycloak with fine-grained admin permissions v1 is ready: ${url}`);
} else if (action === "stop") {
  await stopKeycloak();
} else {
  throw new Error(`Unknown action "${String(action)}": use start or stop.`);
}
