import { spawnSync } from "node:child_process";
import { ensureKeycloak } from "../ensure-keycloak";
import { stopKeycloak } from "../keycloak-process";
import { bootstrapAdmin } from "../keycloak-url";
import { repoRoot } from "../paths";
import { exitOnSetupError } from "../setup-error";
import { themeIsBuilt } from "../theme";

/**
 * `npm start`: builds the console theme when it is missing, starts Keycloak with Gatehouse as the
 * master realm's console, and keeps running until Ctrl-C, which stops the server it started.
 */
try {
  if (!themeIsBuilt()) {
    console.log("Building the console (once)…");
    const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const keycloak = await ensureKeycloak();
  console.log(`\nGatehouse is ready: ${keycloak.url}/admin/master/console/`);
  console.log(
    `Sign in as ${bootstrapAdmin.username} / ${bootstrapAdmin.password}. Press Ctrl-C to stop.\n`,
  );

  const shutDown = async () => {
    if (keycloak.own) await stopKeycloak();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutDown());
  process.on("SIGTERM", () => void shutDown());
  // Stay alive until a signal arrives.
  setInterval(() => undefined, 60_000);
} catch (error) {
  exitOnSetupError(error);
}
