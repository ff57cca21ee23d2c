import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../../server/src/paths";

/**
 * A second Keycloak for the tests of fine-grained admin permissions version 1. The usual server
 * runs version 2, and a server cannot have both, so these tests get a server of their own: its own
 * port, its own cache folder (distribution, data, log, pid file) and its own admin session.
 */
export const v1Port = Number(process.env.GATEHOUSE_V1_PORT ?? 8381);
export const v1Url = `http://localhost:${String(v1Port)}`;
export const v1CacheDir = join(repoRoot, ".cache", "keycloak-fgap-v1");
export const v1AdminSessionFile = join(repoRoot, ".cache", "e2e", "admin-session-fgap-v1.json");

/** Only what these tests need: the fewer features, the sooner the server is up. */
const v1Features = ["admin-fine-grained-authz:v1"];

const controlScript = fileURLToPath(new URL("./v1-server-control.ts", import.meta.url));

/**
 * Starts (`start`) or stops (`stop`) the version 1 server in a child process, which reads the
 * server's port, folder and features from its environment when its modules load.
 */
export function controlV1Server(action: "start" | "stop"): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KC_PORT: String(v1Port),
    KC_MANAGEMENT_PORT: String(v1Port + 1000),
    GATEHOUSE_CACHE_DIR: v1CacheDir,
    GATEHOUSE_KC_FEATURES: v1Features.join(","),
  };
  // This server is always our own, never one named by KEYCLOAK_URL or given another state folder.
  delete env["KEYCLOAK_URL"];
  delete env["KC_STATE_DIR"];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", controlScript, action], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`The v1 server ${action} ended with exit code ${String(code)}.`));
    });
  });
}
