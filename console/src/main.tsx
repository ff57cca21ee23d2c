import Keycloak from "@gatehouse/login";
import { readEnvironment } from "@/shared/api/environment";
import { requestMessagesEarly } from "@/shared/api/messages-source";
import { signInAnswerInAddress, signInOptions } from "./app/sign-in";

/**
 * The page signs in first and loads the console's code and styles (nearly all of its weight)
 * only where they will be used. On a visit without a session the login adapter leaves for the
 * server's sign-in page at once, so nothing more is loaded; when the address carries the server's
 * answer, the console and its first messages load while the code is exchanged for tokens.
 */
const loadConsole = () => import("./app/start-console");

async function boot(container: HTMLElement): Promise<void> {
  let environment;
  try {
    environment = readEnvironment(document);
  } catch (error) {
    console.error(error);
    await (await loadConsole()).showEnvironmentFailure(container, error);
    return;
  }
  const keycloak = new Keycloak({
    url: environment.serverBaseUrl,
    realm: environment.realm,
    clientId: environment.clientId,
  });
  const returning = signInAnswerInAddress(window.location);
  const consoleCode = returning ? loadConsole() : undefined;
  const messages = returning ? requestMessagesEarly(environment) : undefined;
  const signedIn = keycloak.init(signInOptions(environment));
  // A refused sign-in is reported by startConsole, which may only begin to wait once loaded.
  signedIn.catch(() => undefined);
  const { startConsole } = await (consoleCode ?? signedIn.then(loadConsole, loadConsole));
  await startConsole(container, { environment, keycloak, signedIn, messages });
}

const container = document.getElementById("app");
if (container === null) throw new Error("The page has no #app element to render the console into.");
void boot(container);
