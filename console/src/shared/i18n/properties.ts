import type { Messages } from "./message-loader";

const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f" };

function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_match, escaped: string) =>
    escaped.length === 5 && escaped.startsWith("u")
      ? String.fromCharCode(parseInt(escaped.slice(1), 16))
      : (escapes[escaped] ?? escaped),
  );
}

/**
 * Reads Java `.properties` text in the browser (`key=value`, `key: value`, comments, `\uXXXX`,
 * continuation lines). Only used when the server cannot supply messages, e.g. when the page's
 * environment is missing and there is no server address to ask.
 *
 * @example
 * parseMessages("tryAgain=Try again\n# comment"); // { tryAgain: "Try again" }
 */
export function parseMessages(text: string): Messages {
  const messages: Messages = {};
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = (lines[index] ?? "").trimStart();
    if (line === "" || line.startsWith("#") || line.startsWith("!")) continue;
    while (/(^|[^\\])(\\\\)*\\$/.test(line) && index + 1 < lines.length) {
      line = line.slice(0, -1) + (lines[++index] ?? "").trimStart();
    }
    const separator = line.search(/(?<!\\)[=:]/);
    const key = separator === -1 ? line : line.slice(0, separator);
    const value = separator === -1 ? "" : line.slice(separator + 1).trimStart();
    messages[unescape(key.trim())] = unescape(value);
  }
  return messages;
}
