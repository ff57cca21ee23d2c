import type { Messages } from "@/shared/i18n/properties";
import type { MessageSource } from "@/shared/i18n/server-backend";
import type { AdminClient } from "./admin-client";

/**
 * The admin theme serving the console, read from its resource address
 * (`/resources/{version}/admin/{theme}`); undefined in development, where no theme serves it.
 */
export function consoleThemeName(resourceUrl: string): string | undefined {
  return /\/admin\/([^/]+)\/?$/.exec(resourceUrl)?.[1];
}

/**
 * Reads the admin theme's messages for a realm and language through the admin client
 * (`GET {adminBaseUrl}/resources/{realm}/admin/{language}`): the theme's bundle merged with the
 * realm's own overrides, as a list of key and value.
 *
 * @example
 * const theme = consoleThemeName(environment.resourceUrl);
 * createI18n({ source: themeMessagesSource(client, theme), namespace: "master" });
 */
export function themeMessagesSource(client: AdminClient, theme?: string): MessageSource {
  return async (realm, language) => {
    const entries = await client.themeResources.findMessages({
      realm,
      themeType: "admin",
      locale: language,
      // Another realm may use another admin theme; the console's keys live in its own theme.
      ...(theme === undefined ? {} : { theme }),
    });
    const messages: Messages = {};
    for (const { key, value } of entries) messages[key] = value;
    return messages;
  };
}
