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

/** Navigates this window, as keycloak-js's default adapter does. */
export function createDefaultAdapter(host: DefaultAdapterHost): KeycloakAdapter {
  return {
    login: async (options) => {
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
