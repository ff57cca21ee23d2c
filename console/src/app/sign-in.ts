import type Keycloak from "@gatehouse/login";
import type { QueryClient } from "@tanstack/react-query";
import type { Environment } from "@/shared/api/environment";
import type { Session } from "@/shared/api/session";

/** The sign-in adapter for the environment's realm and client (PKCE, login required). */
export function signInOptions(environment: Environment) {
  return {
    onLoad: "login-required" as const,
    pkceMethod: "S256" as const,
    ...(environment.scope ? { scope: environment.scope } : {}),
  };
}

/**
 * Whether the address carries the server's answer to a sign-in (a `state` parameter, in the
 * fragment or the query): the console then signs in without leaving the page. Only a hint for
 * loading early; the login adapter decides.
 */
export function signInAnswerInAddress(location: Pick<Location, "hash" | "search">): boolean {
  return /(?:^|[#?&])state=/.test(location.hash) || /(?:^|[?&])state=/.test(location.search);
}

/**
 * Whether a claim is an http(s) address. The picture claim comes from whatever the user or an
 * identity provider put there, so anything else (script or data addresses) is not shown.
 */
function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** How long sign-out waits at most for requests in flight: a hung request must not keep a user in. */
export const signOutWaitMs = 3_000;
const settleCheckMs = 50;

/**
 * Resolves once no query or mutation of `queryClient` is in flight, or after `limitMs`. Signing out
 * ends the session on the server, which then refuses whatever the page still had on its way: a
 * save in flight would be lost, and a list would fail as the browser leaves the page.
 */
export async function requestsSettled(
  queryClient: Pick<QueryClient, "isFetching" | "isMutating">,
  limitMs = signOutWaitMs,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while ((queryClient.isFetching() > 0 || queryClient.isMutating() > 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, settleCheckMs));
}

/**
 * What the shell needs from the adapter once signed in. `beforeSignOut` runs before the session
 * ends, e.g. to let requests in flight finish (`requestsSettled`).
 */
export function sessionOf(
  keycloak: Pick<Keycloak, "idTokenParsed" | "logout" | "accountManagement">,
  beforeSignOut: () => Promise<void> = () => Promise.resolve(),
): Session {
  const claims = keycloak.idTokenParsed;
  return {
    profile: {
      ...(typeof claims?.given_name === "string" ? { given_name: claims.given_name } : {}),
      ...(typeof claims?.family_name === "string" ? { family_name: claims.family_name } : {}),
      ...(typeof claims?.preferred_username === "string"
        ? { preferred_username: claims.preferred_username }
        : {}),
      ...(isWebAddress(claims?.picture) ? { picture: claims.picture } : {}),
      ...(typeof claims?.email === "string" && claims.email !== "" ? { email: claims.email } : {}),
    },
    signOut: () => {
      void beforeSignOut().then(() => keycloak.logout());
    },
    manageAccount: () => {
      void keycloak.accountManagement();
    },
  };
}
