import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProperties } from "@/shared/i18n/properties";
import { listLanguages, messagesRoot } from "../../scripts/messages";

/** The message files of the shell (start-up, layout, access, home, realms). */
const areas = ["app", "shell", "access", "home", "realms"];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keysOf(language: string, area: string): Set<string> {
  const text = readFileSync(join(messagesRoot, language, `${area}.properties`), "utf8");
  return new Set(Object.keys(parseProperties(text)).map((key) => key.replace(pluralSuffix, "")));
}

describe("shell messages", () => {
  it("exist in English, German, French and Arabic", () => {
    for (const language of ["en", "de", "fr", "ar"]) {
      expect(listLanguages()).toContain(language);
      const files = readdirSync(join(messagesRoot, language));
      for (const area of areas) expect(files).toContain(`${area}.properties`);
    }
  });

  it.each(["de", "fr", "ar"])("translate every English key into %s", (language) => {
    for (const area of areas) {
      expect([...keysOf(language, area)].sort(), `${language}/${area}`).toEqual(
        [...keysOf("en", area)].sort(),
      );
    }
  });

  it("give each plural every form its language uses", () => {
    for (const language of ["en", "de", "fr", "ar"]) {
      const text = readFileSync(join(messagesRoot, language, "access.properties"), "utf8");
      const messages = parseProperties(text);
      for (const form of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        expect(messages[`forbidden_${form}`], `${language} forbidden_${form}`).toBeTruthy();
      }
    }
  });
});
