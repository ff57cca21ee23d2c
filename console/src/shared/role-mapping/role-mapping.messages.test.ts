import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProperties } from "@/shared/i18n/properties";
import { messagesRoot } from "../../../scripts/messages";

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** The message files of the shared role mapping and group picker. */
const areas = ["role-mapping", "group-picker"];

const messagesOf = (language: string, area: string) =>
  parseProperties(readFileSync(join(messagesRoot, language, `${area}.properties`), "utf8"));
const baseKeys = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => key.replace(pluralSuffix, "")))].sort();

describe("role mapping and group picker messages", () => {
  it.each(["de", "fr", "ar"])("translate every English key into %s", (language) => {
    for (const area of areas) {
      expect(baseKeys(messagesOf(language, area)), `${language}/${area}`).toEqual(
        baseKeys(messagesOf("en", area)),
      );
    }
  });

  it.each(["en", "de", "fr", "ar"])("give every plural each form %s uses", (language) => {
    const english = messagesOf("en", "role-mapping");
    const messages = messagesOf(language, "role-mapping");
    const plurals = new Set(
      Object.keys(english)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, "")),
    );
    expect(plurals.size).toBeGreaterThan(0);
    for (const key of plurals) {
      for (const form of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        expect(messages[`${key}_${form}`], `${language} ${key}_${form}`).toBeTruthy();
      }
    }
  });
});
