import { keycloakAnswers, logFile, runningServer } from "../keycloak-process";
import { keycloakUrl } from "../keycloak-url";

const url = keycloakUrl();
const pid = runningServer()?.pid;
const answers = await keycloakAnswers(url);
if (pid !== undefined) {
  console.log(
    `Keycloak (process ${String(pid)}) ${answers ? "is ready" : "is starting or not answering"} at ${url}; log: ${logFile()}`,
  );
} else if (answers) {
  console.log(`A Keycloak that this project did not start answers at ${url}.`);
} else {
  console.log(`No Keycloak is running at ${url}.`);
}
process.exitCode = answers ? 0 : 3;
