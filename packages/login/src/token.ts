import { TokenDecodeError, messages } from "./errors.js";
import type { KeycloakTokenParsed } from "./types.js";

const base64UrlAlphabet = /^[A-Za-z0-9_-]*$/;

/** Decodes unpadded Base64URL into bytes; throws on characters or lengths Base64 cannot have. */
export function base64UrlToBytes(input: string): Uint8Array {
  if (!base64UrlAlphabet.test(input)) {
    throw new TypeError("Input contains characters outside the Base64URL alphabet.");
  }
  // A final group of one character cannot encode a whole byte.
  if (input.length % 4 === 1) throw new TypeError(messages.badLength);
  const padded = input
    .replaceAll("-", "+")
    .replaceAll("_", "/")
    .padEnd(Math.ceil(input.length / 4) * 4, "=");
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encodes bytes as unpadded Base64URL. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * Reads a JWT's payload without checking its signature: the adapter only needs the claims of tokens
 * it received straight from the server over TLS, and the resource servers verify them.
 */
export function decodeToken(token: string): KeycloakTokenParsed {
  const payload = token.split(".")[1];
  if (payload === undefined || payload === "") throw new TokenDecodeError(messages.payloadMissing);

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(base64UrlToBytes(payload));
  } catch (cause) {
    throw new TokenDecodeError(messages.payloadNotBase64, { cause });
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new TokenDecodeError(messages.payloadNotJson, { cause });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new TokenDecodeError(messages.payloadNotJson);
  }
  return parsed;
}
