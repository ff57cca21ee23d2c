import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { MessageSource } from "./message-loader";
import { serverBackend } from "./server-backend";

export const defaultLanguage = "en";

export interface CreateI18nOptions {
  language?: string;
  /** Messages already in memory (tests, or the fallback when the server cannot be reached). */
  resources?: Resource;
  /**
   * Reads messages from the server; namespaces are realm names so realm overrides apply.
   * Wrap it in `createMessageLoader` for the spec's retry and parallelism rules.
   */
  source?: MessageSource;
  /** The namespace loaded first and used by default (the sign-in realm). */
  namespace?: string;
}

/**
 * One i18next instance per console. Keys are flat (`users.list.title`) because the server hands
 * messages over as a flat list of key and value; neither dots nor colons split them.
 *
 * @example
 * const i18n = await createI18n({ source: createMessageLoader(read), namespace: "master" });
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
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
