import KeycloakAdminClient from "@gatehouse/admin-client";
import type Keycloak from "@gatehouse/login";
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
 * The bearer token for the next admin call: refreshed when under 5 seconds remain; when that
 * fails the user signs in again. Before sign-in there is none, so only public reads (the theme's
 * messages) go out.
 *
 * A token with time left goes out as it is. The adapter's refresh first asks the session-status
 * frame and waits for its answer, a message round trip that held every call back by up to tens of
 * milliseconds on a busy page; the frame's own check every 5 seconds still notices a session that
 * ended elsewhere, and the server refuses a token whose session is gone.
 */
export async function accessToken(keycloak: TokenSource): Promise<string | undefined> {
  if (!keycloak.authenticated) return undefined;
  try {
    if (keycloak.token !== undefined && !keycloak.isTokenExpired(tokenMinValidity))
      return keycloak.token;
    await keycloak.updateToken(tokenMinValidity);
  } catch {
    await keycloak.login();
  }
  return keycloak.token;
}

/** The admin client the console uses, fed by the login adapter's token. */
export function createConsoleAdminClient(
  environment: Environment,
  keycloak: TokenSource,
): AdminClient {
  const client = new KeycloakAdminClient({
    baseUrl: environment.adminBaseUrl,
    realmName: environment.realm,
  });
  client.registerTokenProvider({ getAccessToken: () => accessToken(keycloak) });
  return client;
}
