import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProperties } from "@/shared/i18n/properties";
import { messagesRoot } from "../../../scripts/messages";

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every realm roles area file of one language (`roles.properties`), merged. */
function messagesOf(language: string): Record<string, string> {
  const folder = join(messagesRoot, language);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((name) => /^roles(-[a-z-]+)?\.properties$/.test(name))
      .map((name) => parseProperties(readFileSync(join(folder, name), "utf8"))),
  ) as Record<string, string>;
}

describe("roles messages", () => {
  const english = messagesOf("en");
  const baseKeys = (messages: Record<string, string>) =>
    [...new Set(Object.keys(messages).map((key) => key.replace(pluralSuffix, "")))].sort();

  it.each(["de", "fr", "ar"])("translate every English key into %s", (language) => {
    expect(baseKeys(messagesOf(language))).toEqual(baseKeys(english));
  });

  it.each(["en", "de", "fr", "ar"])("give every plural each form %s uses", (language) => {
    const messages = messagesOf(language);
    const plurals = new Set(
      Object.keys(english)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, "")),
    );
    for (const key of plurals) {
      for (const form of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        expect(messages[`${key}_${form}`], `${language} ${key}_${form}`).toBeTruthy();
      }
    }
  });
});
