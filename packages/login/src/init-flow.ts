import type { CallbackState, CallbackStorage } from "./callback-storage.js";
import { parseCallbackUrl, type OAuthCallback } from "./callback-url.js";
import { messages } from "./errors.js";
import type { SessionMonitor } from "./session-monitor.js";
import { silentCheckSso } from "./silent-check-sso.js";
import { thirdPartyCookiesSupported } from "./third-party-check.js";
import type {
  KeycloakEndpoints,
  KeycloakError,
  KeycloakFlow,
  KeycloakInitOptions,
  KeycloakLoginOptions,
  KeycloakOnLoad,
  KeycloakResponseMode,
} from "./types.js";

/** The parts of the adapter instance the sign-in during `init` reads and calls. */
export interface InitHost {
  readonly responseMode: KeycloakResponseMode;
  readonly flow: KeycloakFlow;
  readonly messageReceiveTimeout: number;
  readonly endpoints?: KeycloakEndpoints;
  silentCheckSsoRedirectUri?: string;
  readonly silentCheckSsoFallback: boolean;
  onAuthSuccess?(): void;
  onAuthError?(errorData?: KeycloakError): void;
  login: (options?: KeycloakLoginOptions) => Promise<void>;
  createLoginUrl: (options?: KeycloakLoginOptions) => Promise<string>;
  updateToken: (minValidity?: number) => Promise<boolean>;
}

export interface InitFlowContext {
  host: InitHost;
  session: SessionMonitor;
  onLoad: KeycloakOnLoad | undefined;
  locale: string | undefined;
  storage: () => CallbackStorage;
  setTokens: (token: string, refreshToken: string, idToken: string | undefined) => void;
  processCallback: (callback: OAuthCallback, stored: CallbackState) => Promise<boolean>;
}

/**
 * Turns off what needs third-party cookies when the browser blocks them: the session frame, and
 * silent check-sso unless the application opted out of the fallback.
 */
export async function checkThirdPartyCookies(
  host: InitHost,
  session: SessionMonitor,
): Promise<void> {
  const src = host.endpoints?.thirdPartyCookiesIframe?.();
  if (src === undefined) return;
  if (!session.enabled && host.silentCheckSsoRedirectUri === undefined) return;
  // A server on the page's own origin sets first-party cookies in its frames, which no
  // third-party cookie setting blocks: the check would cost two page loads for a known answer.
  if (new URL(src, window.location.href).origin === window.location.origin) return;
  const supported = await thirdPartyCookiesSupported(src, host.messageReceiveTimeout);
  if (supported) return;
  // Shown whatever enableLogging says: the application silently loses two features otherwise.
  console.warn(messages.thirdPartyBlocked);
  session.enabled = false;
  if (host.silentCheckSsoFallback) host.silentCheckSsoRedirectUri = undefined;
}

/**
 * Signs in from what `init` finds, in this order: the server's answer to a login in the address,
 * tokens the application passed in, then the `onLoad` choice. Resolves whether a user is signed in.
 */
export async function signInOnInit(
  context: InitFlowContext,
  options: KeycloakInitOptions,
): Promise<boolean> {
  const { host, session } = context;
  const callback = parseCallbackUrl(window.location.href, host.responseMode, host.flow);
  if (callback !== null) {
    window.history.replaceState(window.history.state, "", callback.newUrl);
    const stored = context.storage().get(callback.state);
    if (stored !== null) {
      // The session frame loads while the code is exchanged: neither waits on the other, and the
      // frame's first check is due only an interval after sign-in.
      const [, signedIn] = await Promise.all([
        session.setup(),
        context.processCallback(callback, stored),
      ]);
      return signedIn;
    }
  }

  if (options.token !== undefined && options.refreshToken !== undefined) {
    context.setTokens(options.token, options.refreshToken, options.idToken);
    if (session.enabled) {
      await session.setup();
      const unchanged = await session.check();
      if (!unchanged) return false;
      host.onAuthSuccess?.();
      session.schedule();
      return true;
    }
    try {
      await host.updateToken(-1);
      host.onAuthSuccess?.();
      return true;
    } catch (error) {
      host.onAuthError?.();
      if (context.onLoad === undefined) throw error;
      return runOnLoad(context);
    }
  }

  return context.onLoad === undefined ? false : runOnLoad(context);
}

async function runOnLoad(context: InitFlowContext): Promise<boolean> {
  const { host, session } = context;
  if (context.onLoad === "login-required") return redirectToLogin(context, true);
  if (session.enabled) {
    await session.setup();
    if (await session.check()) return false;
  }
  return host.silentCheckSsoRedirectUri === undefined
    ? redirectToLogin(context, false)
    : checkSsoSilently(context, host.silentCheckSsoRedirectUri);
}

async function redirectToLogin(context: InitFlowContext, showLoginPage: boolean): Promise<boolean> {
  const options: KeycloakLoginOptions = {};
  if (!showLoginPage) options.prompt = "none";
  if (context.locale !== undefined) options.locale = context.locale;
  await context.host.login(options);
  return false;
}

async function checkSsoSilently(context: InitFlowContext, redirectUri: string): Promise<boolean> {
  const { host } = context;
  const loginUrl = await host.createLoginUrl({ prompt: "none", redirectUri });
  const address = await silentCheckSso(loginUrl, host.messageReceiveTimeout);
  const callback = parseCallbackUrl(address, host.responseMode, host.flow);
  if (callback === null) return false;
  const stored = context.storage().get(callback.state);
  return stored === null ? false : context.processCallback(callback, stored);
}
