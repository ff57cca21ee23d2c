import type { ThemeMessageRepresentation } from "@gatehouse/admin-client";
// The one function, not the package's root: the root would bring the whole client into the page's
// first script.
import { fetchEffectiveMessageBundles } from "@gatehouse/admin-client/message-bundles";
import { defaultLanguage } from "@/shared/i18n/default-language";
import type { Messages } from "@/shared/i18n/properties";
import type { MessageSource } from "@/shared/i18n/server-backend";
import type { AdminClient } from "./admin-client";
import type { Environment } from "./environment";

/**
 * The admin theme serving the console, read from its resource address
 * (`/resources/{version}/admin/{theme}`); undefined in development, where no theme serves it.
 */
export function consoleThemeName(resourceUrl: string): string | undefined {
  return /\/admin\/([^/]+)\/?$/.exec(resourceUrl)?.[1];
}

/** One realm's messages in one language, asked for before the admin client exists. */
export interface EarlyMessages {
  realm: string;
  language: string;
  entries: Promise<ThemeMessageRepresentation[]>;
}

/**
 * Asks for the sign-in realm's messages in the language the console starts in, while the
 * console's code is still loading (see main.tsx): the read `themeMessagesSource` makes, without
 * the admin client, which exists only once that code has loaded (the endpoint needs no token).
 */
export function requestMessagesEarly(
  environment: Pick<Environment, "adminBaseUrl" | "realm" | "resourceUrl">,
): EarlyMessages {
  const { realm } = environment;
  const theme = consoleThemeName(environment.resourceUrl);
  const entries = fetchEffectiveMessageBundles(environment.adminBaseUrl, {
    realm,
    themeType: "admin",
    locale: defaultLanguage,
    ...(theme === undefined ? {} : { theme }),
  });
  // Whoever takes the answer handles a failure; until then it must not count as unhandled.
  entries.catch(() => undefined);
  return { realm, language: defaultLanguage, entries };
}

/**
 * Reads the admin theme's messages for a realm and language through the admin client
 * (`GET {adminBaseUrl}/resources/{realm}/admin/{language}`): the theme's bundle merged with the
 * realm's own overrides, as a list of key and value. The answer to an early request
 * (`requestMessagesEarly`) serves the first read it matches; when that request failed, the admin
 * client asks again.
 *
 * @example
 * const theme = consoleThemeName(environment.resourceUrl);
 * createI18n({ source: themeMessagesSource(client, theme), namespace: "master" });
 */
export function themeMessagesSource(
  client: AdminClient,
  theme?: string,
  early?: EarlyMessages,
): MessageSource {
  let waiting = early;
  return async (realm, language) => {
    const taken = waiting?.realm === realm && waiting.language === language ? waiting : undefined;
    if (taken !== undefined) waiting = undefined;
    const entries =
      (await taken?.entries.catch(() => undefined)) ??
      (await client.themeResources.findMessages({
        realm,
        themeType: "admin",
        locale: language,
        // Another realm may use another admin theme; the console's keys live in its own theme.
        ...(theme === undefined ? {} : { theme }),
      }));
    const messages: Messages = {};
    for (const { key, value } of entries) messages[key] = value;
    return messages;
  };
}
