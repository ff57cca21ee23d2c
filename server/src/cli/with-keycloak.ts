import { spawn } from "node:child_process";
import { ensureKeycloak } from "../ensure-keycloak";
import { runningServer, stopKeycloak } from "../keycloak-process";
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

const hadServer = runningServer() !== undefined;
const stopIfStartedHere = async () => {
  if (!hadServer && !process.env.KEYCLOAK_URL) await stopKeycloak();
};

try {
  const keycloak = await ensureKeycloak();
  const child = spawn(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, KEYCLOAK_URL: keycloak.url },
  });
  process.on("SIGINT", () => child.kill("SIGINT"));
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  process.exitCode = await new Promise<number>((resolve) => {
    child.on("exit", (code) => {
      resolve(code ?? 1);
    });
  });
} catch (error) {
  await stopIfStartedHere();
  exitOnSetupError(error);
}
await stopIfStartedHere();
