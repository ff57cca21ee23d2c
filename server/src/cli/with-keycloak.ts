import { spawn } from "node:child_process";
import { ensureKeycloak } from "../ensure-keycloak";
import { stopKeycloak } from "../keycloak-process";
import { exitOnSetupError } from "../setup-error";

/**
 * Runs a shell command with a Keycloak available: reuses one that answers, or starts one and stops
 * it afterwards, whatever the command's outcome. Usage: with-keycloak.ts "<command>"
 */
const command = process.argv.slice(2).join(" ");
if (command.trim() === "") {
  console.error('Usage: with-keycloak.ts "<command>"');
  process.exit(2);
}

let started = false;
try {
  const keycloak = await ensureKeycloak();
  started = keycloak.started;
  const child = spawn(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, KEYCLOAK_URL: keycloak.url },
  });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on("SIGINT", forward("SIGINT"));
  process.on("SIGTERM", forward("SIGTERM"));
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (exitCode) => {
      resolve(exitCode ?? 1);
    }),
  );
  process.exitCode = code;
} catch (error) {
  if (started) await stopKeycloak();
  exitOnSetupError(error);
}
if (started) await stopKeycloak();
