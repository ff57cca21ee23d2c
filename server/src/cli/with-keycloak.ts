import { exitOnSetupError } from "../setup-error";
import { runCommand } from "../testing/run-command";
import { withKeycloak } from "../testing/with-keycloak";

/**
 * Runs a shell command with a Keycloak available: reuses one that answers, or starts one and stops
 * it afterwards, whatever the command's outcome. Usage: with-keycloak.ts "<command>"
 */
const command = process.argv.slice(2).join(" ");
if (command.trim() === "") {
  console.error('Usage: with-keycloak.ts "<command>"');
  process.exit(2);
}

try {
  process.exitCode = await withKeycloak((url) => runCommand(command, { KEYCLOAK_URL: url }));
} catch (error) {
  exitOnSetupError(error);
}
