import { Keycloak } from "../../src/keycloak.js";
import type {
  KeycloakAdapter,
  KeycloakLoginOptions,
  KeycloakLogoutOptions,
} from "../../src/types.js";
import { issueTokens, realmUrl, serverUrl, type TokenSet } from "./fake-server.js";

export const pageUrl = "http://localhost:3000/app/";

export function newKeycloak(): Keycloak {
  return new Keycloak({ url: serverUrl, realm: "test", clientId: "app" });
}

/** An adapter that records navigations instead of leaving the page. */
export function recordingAdapter(keycloak: Keycloak) {
  const logins: KeycloakLoginOptions[] = [];
  const logouts: KeycloakLogoutOptions[] = [];
  const adapter: KeycloakAdapter = {
    login: (options) => {
      logins.push(options ?? {});
      return Promise.resolve();
    },
    logout: (options) => {
      logouts.push(options ?? {});
      return Promise.resolve();
    },
    register: () => Promise.resolve(),
    accountManagement: () => Promise.resolve(),
    redirectUri: (options) => options?.redirectUri ?? keycloak.redirectUri ?? window.location.href,
  };
  return { adapter, logins, logouts };
}

/**
 * Starts a login the way the page would before leaving for the server, and returns the address the
 * server sends the browser back to with `params`, plus the tokens it would issue for that login.
 */
export async function startLogin(options: {
  redirectUri: string;
  responseMode?: "query" | "fragment";
  params: (state: string) => string;
}): Promise<{
  callbackUrl: string;
  state: string;
  nonce: string;
  verifier: string;
  tokens: TokenSet;
}> {
  const starter = newKeycloak();
  starter.redirectUri = options.redirectUri;
  if (options.responseMode !== undefined) starter.responseMode = options.responseMode;
  const loginUrl = new URL(await starter.createLoginUrl());
  const state = loginUrl.searchParams.get("state") ?? "";
  const nonce = loginUrl.searchParams.get("nonce") ?? "";
  const stored = JSON.parse(localStorage.getItem(`kc-callback-${state}`) ?? "{}") as {
    pkceCodeVerifier: string;
  };
  const mode = options.responseMode ?? "fragment";
  const hashIndex = options.redirectUri.indexOf("#");
  const params = options.params(state);
  let callbackUrl: string;
  if (mode === "fragment") {
    callbackUrl = `${options.redirectUri}${hashIndex === -1 ? "#" : "&"}${params}`;
  } else {
    const beforeHash =
      hashIndex === -1 ? options.redirectUri : options.redirectUri.slice(0, hashIndex);
    const hash = hashIndex === -1 ? "" : options.redirectUri.slice(hashIndex);
    callbackUrl = `${beforeHash}?${params}${hash}`;
  }
  return {
    callbackUrl,
    state,
    nonce,
    verifier: stored.pkceCodeVerifier,
    tokens: issueTokens(nonce),
  };
}

export { realmUrl };
