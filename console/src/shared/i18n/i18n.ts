import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage } from "./default-language";
import { serverBackend, type MessageSource } from "./server-backend";

export { defaultLanguage };

/**
 * How translations load: a failed read is tried again up to 5 times, first after 350 ms and then
 * doubling the wait, and at most 10 reads run at once, so a server that hiccups while the console
 * starts still yields a translated console without being flooded. i18next's loader does exactly
 * this; the numbers are written out so a change of i18next's defaults cannot change them unseen.
 */
export const messageLoading = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;

export interface CreateI18nOptions {
  language?: string;
  /** Messages already in memory (tests, or the fallback when the server cannot be reached). */
  resources?: Resource;
  /** Reads messages from the server; namespaces are realm names so realm overrides apply. */
  source?: MessageSource;
  /** The namespace loaded first and used by default (the sign-in realm). */
  namespace?: string;
}

/**
 * One i18next instance per console. Keys are flat (`users.list.title`) because the server hands
 * messages over as a flat list of key and value; neither dots nor colons split them. Messages of
 * the language are completed by the English ones, so a language the server lacks, or a key it
 * lacks, reads in English.
 *
 * @example
 * const i18n = await createI18n({ source: themeMessagesSource(client, theme), namespace: "master" });
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (options.source) instance.use(serverBackend(options.source));
  const namespace = options.namespace ?? "translation";
  await instance.init({
    lng: options.language ?? defaultLanguage,
    fallbackLng: defaultLanguage,
    // The server already falls back from "de-CH" to "de"; asking for both would double the reads.
    load: "currentOnly",
    ns: [namespace],
    defaultNS: namespace,
    ...(options.resources ? { resources: options.resources } : {}),
    ...messageLoading,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
