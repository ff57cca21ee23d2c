import type { TFunction } from "i18next";

const placeholder = /\$\{([^}]+)\}/g;

/**
 * Server texts (user-profile display names, option labels, group headers) may hold `${key}`
 * placeholders for the realm's messages; they are replaced by the translation, or by the bare key
 * when there is none. Other text is kept as it is.
 *
 * @example
 * translatePlaceholders("${firstName}", t); // → "First name"
 */
export function translatePlaceholders(text: string, t: TFunction): string {
  return text.replace(placeholder, (_match, key: string) => t(key, { defaultValue: key }));
}

/**
 * A label or help text from provider metadata: a `${key}` placeholder, a message key the console
 * knows, or plain text (shown as it is when no message has that key).
 *
 * @example
 * translateServerLabel("Client ID", t); // → "Client ID"
 */
export function translateServerLabel(text: string, t: TFunction): string {
  return text.includes("${") ? translatePlaceholders(text, t) : t(text, { defaultValue: text });
}
