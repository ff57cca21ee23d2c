import type { TFunction } from "i18next";

const placeholder = /\$\{([^}]+)\}/g;

/** Stands for "no such message": plain text i18next leaves as it is. */
const noMessage = "\u0000";

/**
 * The console's message for a key from the server, or `fallback` untouched. The fallback is not
 * given to i18next as a default value, which it would treat as a template: stored text such as
 * `$t(users.title)` or `{{name}}` must show as typed.
 */
function messageOr(key: string, fallback: string, t: TFunction): string {
  // A key naming a group of messages ("users") is no message either.
  const message: unknown = t(key, { defaultValue: noMessage, returnObjects: true });
  return typeof message === "string" && message !== noMessage ? message : fallback;
}

/**
 * Server texts (user-profile display names, option labels, group headers) may hold `${key}`
 * placeholders for the realm's messages; they are replaced by the translation, or by the bare key
 * when there is none. Other text is kept as it is.
 *
 * @example
 * translatePlaceholders("${firstName}", t); // → "First name"
 */
export function translatePlaceholders(text: string, t: TFunction): string {
  return text.replace(placeholder, (_match, key: string) => messageOr(key, key, t));
}

/**
 * A label or help text from provider metadata: a `${key}` placeholder, a message key the console
 * knows, or plain text (shown as it is when no message has that key).
 *
 * @example
 * translateServerLabel("Client ID", t); // → "Client ID"
 */
export function translateServerLabel(text: string, t: TFunction): string {
  return text.includes("${") ? translatePlaceholders(text, t) : messageOr(text, text, t);
}
