import type Keycloak from "@gatehouse/login";
import "@patternfly/react-core/dist/styles/base.css";
import { Bullseye, Spinner } from "@patternfly/react-core";
import type { i18n as I18n } from "i18next";
import { StrictMode, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import {
  createConsoleAdminClient,
  signInAgain,
  TokenRefusals,
} from "@/shared/api/console-admin-client";
import type { Environment } from "@/shared/api/environment";
import {
  consoleThemeName,
  type EarlyMessages,
  themeMessagesSource,
} from "@/shared/api/messages-source";
import { followDocumentLanguage } from "@/shared/i18n/document-language";
import { createI18n } from "@/shared/i18n/i18n";
import { parseProperties } from "@/shared/i18n/properties";
import { ConsoleProviders, createConsoleQueryClient } from "./console-providers";
import { FatalErrorDialog } from "./fatal-error";
import { createConsoleRouter } from "./router";
import { requestsSettled, sessionOf } from "./sign-in";

const reload = () => {
  window.location.reload();
};

function renderFatal(root: Root, i18n: I18n, dialog: ReactNode) {
  root.render(<I18nextProvider i18n={i18n}>{dialog}</I18nextProvider>);
}

/**
 * Without an environment there is no server to ask for messages, so the English ones that ship
 * with the console are loaded (as a separate chunk, only on this path).
 */
export async function showEnvironmentFailure(container: HTMLElement, error: unknown) {
  const root = createRoot(container);
  const { default: text } = await import("../../messages/en/app.properties?raw");
  const i18n = await createI18n({ resources: { en: { translation: parseProperties(text) } } });
  renderFatal(root, i18n, <FatalErrorDialog kind="other" error={error} onReload={reload} />);
}

export interface ConsoleSignIn {
  environment: Environment;
  keycloak: Keycloak;
  /** The login adapter's `init`, under way (see main.tsx). */
  signedIn: Promise<boolean>;
  /** The first messages, when main.tsx asked for them while this code loaded. */
  messages?: EarlyMessages | undefined;
}

/**
 * Starts the console while the sign-in (login required, PKCE) completes: loads the messages,
 * then renders the shell under a hash router. Failures end in the spec's error dialog.
 */
export async function startConsole(
  container: HTMLElement,
  { environment, keycloak, signedIn, messages }: ConsoleSignIn,
): Promise<void> {
  const root = createRoot(container);
  root.render(
    <Bullseye style={{ minHeight: "100vh" }}>
      <Spinner />
    </Bullseye>,
  );

  // When the server ends the session, sign in again rather than show a dead console. The session
  // frame's first check comes an interval after sign-in, so this is in place before it can fire.
  keycloak.onAuthLogout = () => {
    void signInAgain(keycloak);
  };
  const refusals = new TokenRefusals();
  const client = createConsoleAdminClient(environment, keycloak, refusals);
  // Messages are public; they load while the sign-in completes.
  const i18nReady = createI18n({
    source: themeMessagesSource(client, consoleThemeName(environment.resourceUrl), messages),
    namespace: environment.realm,
  });

  let signInError: unknown;
  try {
    await signedIn;
  } catch (error) {
    signInError = error ?? new Error("Sign-in failed.");
  }
  const i18n = await i18nReady;

  if (signInError !== undefined) {
    console.error("Sign-in failed", signInError);
    followDocumentLanguage(i18n, document.documentElement);
    renderFatal(
      root,
      i18n,
      <FatalErrorDialog kind="sign-in" error={signInError} onReload={reload} />,
    );
    return;
  }

  const queryClient = createConsoleQueryClient(() => {
    refusals.refuse();
  });
  // Route loaders start each page's queries with the same clients the pages read them through.
  const router = createConsoleRouter({ queryClient, client, environment });
  root.render(
    <StrictMode>
      <ConsoleProviders
        environment={environment}
        client={client}
        session={sessionOf(keycloak, () => requestsSettled(queryClient))}
        i18n={i18n}
        queryClient={queryClient}
      >
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
}
