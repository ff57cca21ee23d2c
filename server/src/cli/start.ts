import { ensureConsoleBuilt } from "../console-build";
import { ensureKeycloak } from "../ensure-keycloak";
import { runningServer, startedSince, stopKeycloak } from "../keycloak-process";
import { bootstrapAdmin } from "../keycloak-url";
import { exitOnSetupError } from "../setup-error";

/**
 * `npm start`: builds the console theme when it is missing or older than its sources, starts
 * Keycloak with Gatehouse as the master realm's console (or uses the one already running), and
 * keeps running until Ctrl-C. Ctrl-C stops the server only if this command started it, even while
 * it is still starting; a server that was already running is left running.
 */
const usesOtherServer = Boolean(process.env.KEYCLOAK_URL);
const serverBefore = usesOtherServer ? undefined : runningServer();

/** The server this command started, if any: one runs now that did not run before. */
function startedHere(): boolean {
  return !usesOtherServer && startedSince(serverBefore, runningServer());
}

let stopping = false;
async function shutDown(): Promise<void> {
  // Ctrl-C reaches npm, tsx and this process alike, and tsx passes it on: one stop is enough.
  if (stopping) return;
  stopping = true;
  if (startedHere()) {
    await stopKeycloak();
  } else if (serverBefore !== undefined) {
    console.log(
      `\nKeycloak (process ${String(serverBefore.pid)}) was running before "npm start" and keeps running; stop it with "npm run kc:stop".`,
    );
  }
  process.exit(0);
}
// Registered before anything starts, so Ctrl-C during a long first start stops what it began.
process.on("SIGINT", () => void shutDown());
process.on("SIGTERM", () => void shutDown());

try {
  await ensureConsoleBuilt();
  const keycloak = await ensureKeycloak();
  console.log(`\nGatehouse is ready: ${keycloak.url}/admin/master/console/`);
  console.log(`Sign in as ${bootstrapAdmin.username} / ${bootstrapAdmin.password}.`);
  console.log(
    startedHere()
      ? "Press Ctrl-C to stop Keycloak.\n"
      : "Keycloak was already running; Ctrl-C ends this command and leaves Keycloak running.\n",
  );
  // Stay alive until a signal arrives.
  setInterval(() => undefined, 60_000);
} catch (error) {
  if (startedHere()) await stopKeycloak();
  exitOnSetupError(error);
}
