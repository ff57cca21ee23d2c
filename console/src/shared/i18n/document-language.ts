import type { i18n as I18n } from "i18next";
import { textDirection } from "./rtl";

/** Sets `lang` and `dir` on the page's root element. */
export function applyDocumentLanguage(language: string, root: HTMLElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}

/**
 * Keeps `<html lang dir>` in step with the interface language, so right-to-left locales
 * (spec §1) mirror the whole page, PatternFly included.
 *
 * @example
 * const stop = followDocumentLanguage(i18n, document.documentElement);
 */
export function followDocumentLanguage(i18n: I18n, root: HTMLElement): () => void {
  const listener = (language: string) => {
    applyDocumentLanguage(language, root);
  };
  applyDocumentLanguage(i18n.language, root);
  i18n.on("languageChanged", listener);
  return () => {
    i18n.off("languageChanged", listener);
  };
}
