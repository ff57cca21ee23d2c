import type {
  KeycloakAdapter,
  KeycloakLoginOptions,
  KeycloakLogoutOptions,
  KeycloakRedirectUriOptions,
  KeycloakRegisterOptions,
} from "./types.js";

/** What the browser adapter needs from the instance. */
export interface DefaultAdapterHost {
  createLoginUrl(options?: KeycloakLoginOptions): Promise<string>;
  createRegisterUrl(options?: KeycloakRegisterOptions): Promise<string>;
  createLogoutUrl(options?: KeycloakLogoutOptions): string;
  createAccountUrl(): string;
  logoutMethod(): "GET" | "POST";
  logoutFormFields(options?: KeycloakLogoutOptions): Record<string, string>;
  redirectUri(): string | undefined;
}

/** A promise for a page that is being left: settling it would let the old page run on. */
function leavingPage(): Promise<void> {
  return new Promise<void>(() => undefined);
}

function submitLogoutForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.setAttribute("method", "POST");
  form.setAttribute("action", action);
  form.style.display = "none";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.setAttribute("type", "hidden");
    input.setAttribute("name", name);
    input.setAttribute("value", value);
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * How long a sign-in redirect counts as under way. A second redirect started while the first one
 * is still leaving the page can leave the browser on the old page for good when the page asks
 * before unloading; after this long the page is evidently still here (its user chose to stay),
 * and signing in may start again.
 */
export const redirectUnderWayMs = 3_000;

/** Navigates this window, as keycloak-js's default adapter does. */
export function createDefaultAdapter(
  host: DefaultAdapterHost,
  now: () => number = Date.now,
): KeycloakAdapter {
  let signInStartedAt: number | undefined;
  return {
    // Several parts of a page may find the session ended at once (a refused token, the session
    // check, a failed refresh); only the first one leaves for the sign-in page.
    login: async (options) => {
      if (signInStartedAt !== undefined && now() - signInStartedAt < redirectUnderWayMs)
        return leavingPage();
      signInStartedAt = now();
      window.location.assign(await host.createLoginUrl(options));
      return leavingPage();
    },
    register: async (options) => {
      window.location.assign(await host.createRegisterUrl(options));
      return leavingPage();
    },
    logout: (options) => {
      const method = options?.logoutMethod ?? host.logoutMethod();
      if (method === "POST") {
        submitLogoutForm(host.createLogoutUrl(options), host.logoutFormFields(options));
      } else {
        window.location.replace(host.createLogoutUrl(options));
      }
      return Promise.resolve();
    },
    accountManagement: () => {
      window.location.assign(host.createAccountUrl());
      return leavingPage();
    },
    redirectUri: (options?: KeycloakRedirectUriOptions) =>
      options?.redirectUri ?? host.redirectUri() ?? window.location.href,
  };
}
