import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProperties } from "@/shared/i18n/properties";
import { listLanguages, messagesRoot } from "../../scripts/messages";

/**
 * Every area's messages, checked in one place: each English area file exists in every language
 * with the same keys, each plural has every form its language uses, and every key the code asks
 * for by a literal `t("…")` has an English text.
 */
const languages = ["en", "de", "fr", "ar"];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const areas = readdirSync(join(messagesRoot, "en"))
  .filter((name) => name.endsWith(".properties"))
  .map((name) => name.replace(/\.properties$/, ""));

const messagesOf = (language: string, area: string): Record<string, string> =>
  parseProperties(readFileSync(join(messagesRoot, language, `${area}.properties`), "utf8"));
const baseKeys = (messages: Record<string, string>) =>
  [...new Set(Object.keys(messages).map((key) => key.replace(pluralSuffix, "")))].sort();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The code without its comments, whose examples name keys that need not exist. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("messages", () => {
  it("exist for the shell in English, German, French and Arabic", () => {
    for (const language of languages) expect(listLanguages()).toContain(language);
    expect(areas).toEqual(expect.arrayContaining(["app", "shell", "access", "users", "groups"]));
  });

  it.each(languages.slice(1))("translate every English key of every area into %s", (language) => {
    const files = readdirSync(join(messagesRoot, language));
    for (const area of areas) {
      expect(files, `${language}/${area}.properties`).toContain(`${area}.properties`);
      expect(baseKeys(messagesOf(language, area)), `${language}/${area}`).toEqual(
        baseKeys(messagesOf("en", area)),
      );
    }
  });

  it.each(languages)("give every plural each form %s uses", (language) => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const area of areas) {
      const messages = messagesOf(language, area);
      const plurals = new Set(
        Object.keys(messagesOf("en", area))
          .filter((key) => pluralSuffix.test(key))
          .map((key) => key.replace(pluralSuffix, "")),
      );
      for (const key of plurals)
        for (const form of forms)
          expect(messages[`${key}_${form}`], `${language}/${area} ${key}_${form}`).toBeTruthy();
    }
  });

  it("have an English text for every key the code names", () => {
    const english = Object.assign({}, ...areas.map((area) => messagesOf("en", area))) as Record<
      string,
      string
    >;
    const known = new Set(baseKeys(english));
    // A key is named as a string literal starting with one of the message areas' first segments,
    // whether it goes to t() directly or through a helper (alerts, confirmations).
    const prefixes = [...new Set([...known].map((key) => key.split(".")[0]))].join("|");
    const keyLiteral = new RegExp(`"((?:${prefixes})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*)"`, "g");
    const srcRoot = join(import.meta.dirname, "..");
    const missing = sourceFiles(srcRoot).flatMap((file) =>
      [...withoutComments(readFileSync(file, "utf8")).matchAll(keyLiteral)]
        .map((match) => match[1] ?? "")
        .filter((key) => !known.has(key))
        .map((key) => `${relative(srcRoot, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
