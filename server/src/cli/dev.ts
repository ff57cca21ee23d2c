import { spawn } from "node:child_process";
import { ensureKeycloak } from "../ensure-keycloak";
import { stopKeycloak } from "../keycloak-process";
import { ensureDevClient } from "../dev-client";
import { repoRoot } from "../paths";
import { exitOnSetupError } from "../setup-error";

/**
 * `npm run dev`: Vite with hot reload, signed in against the running (or a newly started) Keycloak
 * through a development client whose redirect URI is the Vite address.
 */
try {
  const keycloak = await ensureKeycloak();
  await ensureDevClient(keycloak.url);
  const vite = spawn("npm", ["run", "dev", "-w", "console"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, KEYCLOAK_URL: keycloak.url },
  });
  const shutDown = async (code: number) => {
    if (keycloak.started) await stopKeycloak();
    process.exit(code);
  };
  process.on("SIGINT", () => vite.kill("SIGINT"));
  process.on("SIGTERM", () => vite.kill("SIGTERM"));
  vite.on("exit", (code) => void shutDown(code ?? 0));
} catch (error) {
  exitOnSetupError(error);
}
