import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

export const defaultLanguage = "en";

export interface CreateI18nOptions {
  language?: string;
  /** Messages already in memory (tests, or the fallback when the server cannot be reached). */
  resources?: Resource;
}

/**
 * One i18next instance per console. Keys are flat (`users.list.title`) because the server hands
 * messages over as a flat list of key and value; neither dots nor colons split them.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: options.language ?? defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: options.resources ?? {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
