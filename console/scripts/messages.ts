import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseProperties } from "../src/shared/i18n/properties";

/** Folder with one sub-folder per language, each holding one `.properties` file per area. */
export const messagesRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "messages");

/** Writes messages as `.properties` text, escaping what Java would misread. */
export function formatProperties(messages: Record<string, string>): string {
  return Object.entries(messages)
    .map(([key, value]) => `${escapeKey(key)}=${escapeValue(value)}`)
    .join("\n")
    .concat("\n");
}

/** Blanks and separators would end the key early; `#` and `!` first would make it a comment. */
function escapeKey(key: string): string {
  return escapeText(key).replace(/[ =:#!]/g, (char) => `\\${char}`);
}

/** Blanks at the start of a value would be read as part of the separator. */
function escapeValue(value: string): string {
  return escapeText(value).replace(/^ /, "\\ ");
}

const namedEscapes: Record<string, string> = {
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\f": "\\f",
};

/** Backslashes, line breaks and everything outside printable ASCII, so the file reads the same anywhere. */
function escapeText(text: string): string {
  return text.replace(
    /[\\\n\r\t\f]|[^\x20-\x7e]/g,
    (char) => namedEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function listLanguages(): string[] {
  return readdirSync(messagesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Merges every area file of one language. A key defined twice is a mistake that would make one
 * translation silently win, so it fails loudly.
 */
export function loadMessages(language: string): Record<string, string> {
  const folder = join(messagesRoot, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".properties"))
    .sort()) {
    const messages = parseProperties(readFileSync(join(folder, file), "utf8"));
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged)
        throw new Error(`Message key "${key}" is defined twice (${language}/${file}).`);
      merged[key] = value;
    }
  }
  return merged;
}
