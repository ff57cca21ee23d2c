import KeycloakAdminClient from "@gatehouse/admin-client";
import type Keycloak from "@gatehouse/login";
import { allowPageUnload } from "@/shared/lib/use-before-unload-warning";
import type { AdminClient } from "./admin-client";
import type { Environment } from "./environment";

/** Minimum validity, in seconds, below which the access token is refreshed: five seconds
 * leave room for one request's round trip, as the server's own console does. */
export const tokenMinValidity = 5;

export type TokenSource = Pick<
  Keycloak,
  "authenticated" | "token" | "updateToken" | "login" | "isTokenExpired"
>;

/**
 * Remembers that the server refused a token (401): its session may have ended or been revoked
 * while the token itself had time left. The next call then asks for a new token first, and when
 * the server refuses that too, the administrator signs in again.
 */
export class TokenRefusals {
  #refused = false;

  refuse(): void {
    this.#refused = true;
  }

  /** Whether a token was refused since the last call; asking clears it. */
  take(): boolean {
    const refused = this.#refused;
    this.#refused = false;
    return refused;
  }
}

/**
 * The bearer token for the next admin call: refreshed when under 5 seconds remain or after the
 * server refused one; when that fails the user signs in again (forms keep what was typed, see
 * `useFormDraft`). Before sign-in there is none, so only public reads (the theme's messages) go
 * out.
 *
 * A token with time left goes out as it is. The adapter's refresh first asks the session-status
 * frame and waits for its answer, a message round trip that held every call back by up to tens of
 * milliseconds on a busy page; the frame's own check every 5 seconds still notices a session that
 * ended elsewhere, and the server refuses a token whose session is gone.
 */
export async function accessToken(
  keycloak: TokenSource,
  refusals?: TokenRefusals,
): Promise<string | undefined> {
  if (!keycloak.authenticated) return undefined;
  try {
    const refused = refusals?.take() === true;
    if (!refused && keycloak.token !== undefined && !keycloak.isTokenExpired(tokenMinValidity))
      return keycloak.token;
    // -1 asks for a new token even though the refused one has time left.
    await keycloak.updateToken(refused ? -1 : tokenMinValidity);
  } catch {
    await signInAgain(keycloak);
  }
  return keycloak.token;
}

/** Sends the administrator to the server's sign-in once the session has ended. */
export function signInAgain(keycloak: Pick<Keycloak, "login">): Promise<void> {
  allowPageUnload();
  return keycloak.login();
}

/** The admin client the console uses, fed by the login adapter's token. */
export function createConsoleAdminClient(
  environment: Environment,
  keycloak: TokenSource,
  refusals?: TokenRefusals,
): AdminClient {
  const client = new KeycloakAdminClient({
    baseUrl: environment.adminBaseUrl,
    realmName: environment.realm,
  });
  client.registerTokenProvider({ getAccessToken: () => accessToken(keycloak, refusals) });
  return client;
}
