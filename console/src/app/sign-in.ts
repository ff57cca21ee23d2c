import type Keycloak from "@gatehouse/login";
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

/** What the shell needs from the adapter once signed in. */
export function sessionOf(
  keycloak: Pick<Keycloak, "idTokenParsed" | "logout" | "accountManagement">,
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
      void keycloak.logout();
    },
    manageAccount: () => {
      void keycloak.accountManagement();
    },
  };
}
