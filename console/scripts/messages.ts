import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Folder with one sub-folder per language, each holding one `.properties` file per area. */
export const messagesRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "messages");

/**
 * Parses Java `.properties` text as Keycloak reads theme messages: `key=value` or `key: value`,
 * `#`/`!` comments, trailing-backslash continuation lines and `\uXXXX` escapes.
 */
export function parseProperties(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = (lines[index] ?? "").trimStart();
    if (line === "" || line.startsWith("#") || line.startsWith("!")) continue;
    while (endsWithContinuation(line) && index + 1 < lines.length) {
      line = line.slice(0, -1) + (lines[++index] ?? "").trimStart();
    }
    const separator = line.search(/(?<!\\)[=:]/);
    const rawKey = separator === -1 ? line : line.slice(0, separator);
    const rawValue = separator === -1 ? "" : line.slice(separator + 1).trimStart();
    result[unescape(rawKey.trim())] = unescape(rawValue);
  }
  return result;
}

function endsWithContinuation(line: string): boolean {
  const trailing = /\\+$/.exec(line);
  return trailing !== null && trailing[0].length % 2 === 1;
}

function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) => {
    if (escaped.startsWith("u") && escaped.length === 5) {
      return String.fromCharCode(parseInt(escaped.slice(1), 16));
    }
    return { n: "\n", t: "\t", r: "\r", f: "\f" }[escaped] ?? escaped;
  });
}

/** Writes messages as `.properties` text, escaping what Java would misread. */
export function formatProperties(messages: Record<string, string>): string {
  return Object.entries(messages)
    .map(([key, value]) => `${escapeKey(key)}=${escapeValue(value)}`)
    .join("\n")
    .concat("\n");
}

function escapeKey(key: string): string {
  return escapeValue(key).replace(/[ =:]/g, (char) => `\\${char}`);
}

function escapeValue(value: string): string {
  return value.replace(/[\\\n\r\t]|[^\x20-\x7e]/g, (char) => {
    const named: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
    return named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
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
