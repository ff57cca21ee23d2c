/**
 * Locale codes with their names in the given display language, sorted by name for that
 * language. A code the browser cannot name is shown as the code itself.
 *
 * @example
 * localeOptions(["fr", "de", "en"], "en");
 * // → [{ key: "en", value: "English" }, { key: "fr", value: "French" }, { key: "de", value: "German" }]
 */
export function localeOptions(
  locales: readonly string[],
  displayLanguage: string,
): { key: string; value: string }[] {
  const names = displayNames(displayLanguage);
  const collator = new Intl.Collator(displayLanguage);
  return [...new Set(locales)]
    .map((code) => ({ key: code, value: nameOf(names, code) }))
    .sort((a, b) => collator.compare(a.value, b.value));
}

function displayNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language], { type: "language" });
  } catch {
    return undefined;
  }
}

function nameOf(names: Intl.DisplayNames | undefined, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    // Not a well-formed language tag: nothing better to show than the code.
    return code;
  }
}
