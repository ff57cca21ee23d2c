import type { i18n as I18n } from "i18next";

/**
 * Languages the console writes right to left although i18next's `dir()` does not say so
 * everywhere: Hausa (in Ajami script) never, and Sindhi only where the browser reports a script's
 * direction itself. The console promises right-to-left for both, as the server's own console does.
 */
const alsoRightToLeft = new Set(["ha", "sd"]);

/**
 * The writing direction of a language: i18next's rule (the browser's own knowledge where it has
 * it, else i18next's list), plus the two languages above. Compared on the primary subtag.
 *
 * @example
 * textDirection(i18n, "ar-EG"); // "rtl"
 */
export function textDirection(i18n: I18n, language: string): "rtl" | "ltr" {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? "";
  return alsoRightToLeft.has(primary) ? "rtl" : i18n.dir(language);
}

/** Sets `lang` and `dir` on the page's root element. */
export function applyDocumentLanguage(i18n: I18n, language: string, root: HTMLElement): void {
  root.lang = language;
  root.dir = textDirection(i18n, language);
}

/**
 * Keeps `<html lang dir>` in step with the interface language, so a right-to-left language mirrors
 * the whole page; PatternFly mirrors its components from the document's `dir`.
 *
 * @example
 * const stop = followDocumentLanguage(i18n, document.documentElement);
 */
export function followDocumentLanguage(i18n: I18n, root: HTMLElement): () => void {
  const listener = (language: string) => {
    applyDocumentLanguage(i18n, language, root);
  };
  applyDocumentLanguage(i18n, i18n.language, root);
  i18n.on("languageChanged", listener);
  return () => {
    i18n.off("languageChanged", listener);
  };
}
