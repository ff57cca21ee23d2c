import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureConsoleBuilt } from "../console-build";
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
  // The server's master realm is switched to the Gatehouse theme, which must exist by then (a fresh
  // clone has none) and match the sources (the theme serves realms other than the Vite one).
  await ensureConsoleBuilt();
  const keycloak = await ensureKeycloak();
  await ensureDevClient(keycloak.url);
  // Vite itself rather than through npm, so signals reach it directly.
  const vite = spawn(join(repoRoot, "node_modules", ".bin", "vite"), [], {
    cwd: join(repoRoot, "console"),
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
