import { ConfigurationError, CryptoError, messages } from "./errors.js";
import { bytesToBase64Url } from "./token.js";

const verifierAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Bytes at or above this would make the first characters more likely than the rest. */
const unbiasedLimit = 256 - (256 % verifierAlphabet.length);

export const codeVerifierLength = 96;

/** The Web Crypto API, or a clear error: it exists only in secure contexts (HTTPS or localhost). */
export function webCrypto(): Crypto {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (crypto?.subtle === undefined || crypto.getRandomValues === undefined) {
    throw new CryptoError(messages.noWebCrypto);
  }
  return crypto as Crypto;
}

/** A random string over [A-Za-z0-9], drawn uniformly. */
export function randomString(length: number): string {
  const crypto = webCrypto();
  let result = "";
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && result.length < length) {
        result += verifierAlphabet.charAt(byte % verifierAlphabet.length);
      }
    }
  }
  return result;
}

export function generateCodeVerifier(): string {
  return randomString(codeVerifierLength);
}

/** base64url(SHA-256(verifier)) without padding, as RFC 7636 defines for S256. */
export async function s256Challenge(verifier: string): Promise<string> {
  const crypto = webCrypto();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}

export async function createPkceChallenge(method: string, verifier: string): Promise<string> {
  if (method !== "S256") throw new ConfigurationError(messages.unsupportedPkceMethod(method));
  try {
    return await s256Challenge(verifier);
  } catch (cause) {
    if (cause instanceof CryptoError) throw cause;
    throw new CryptoError(messages.pkceFailed, { cause });
  }
}

/** A random UUID for `state` and `nonce`. */
export function randomUuid(): string {
  const crypto = webCrypto();
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  throw new CryptoError(messages.noWebCrypto);
}
