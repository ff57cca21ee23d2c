import type { KeycloakLoginOptions } from "./types.js";

/** What a login remembers until the server redirects back. */
export interface CallbackState {
  state: string;
  nonce: string;
  redirectUri: string;
  loginOptions?: KeycloakLoginOptions;
  prompt?: string;
  pkceCodeVerifier?: string;
}

export interface CallbackStorage {
  add(state: CallbackState): void;
  /** Returns the state saved under `state` and forgets it: each callback is processed once. */
  get(state: string): CallbackState | null;
}

export const callbackKeyPrefix = "kc-callback-";
export const callbackLifetimeMs = 60 * 60 * 1000;

interface StoredEntry extends CallbackState {
  expires: number;
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.state === "string" && typeof entry.expires === "number";
}

function parseEntry(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredEntry(value) ? value : null;
  } catch {
    return null;
  }
}

function stripExpiry(entry: StoredEntry): CallbackState {
  const { expires: _expires, ...state } = entry;
  return state;
}

export class LocalStorageCallbackStorage implements CallbackStorage {
  readonly #storage: Storage;
  readonly #now: () => number;

  constructor(storage: Storage, now: () => number = Date.now) {
    // Fails in private modes and sandboxed frames, which then fall back to cookies.
    storage.setItem("kc-test", "test");
    storage.removeItem("kc-test");
    this.#storage = storage;
    this.#now = now;
  }

  add(state: CallbackState): void {
    this.#removeStale();
    const key = callbackKeyPrefix + state.state;
    const value = JSON.stringify({ ...state, expires: this.#now() + callbackLifetimeMs });
    try {
      this.#storage.setItem(key, value);
    } catch {
      // Abandoned logins may have filled the quota: drop them all and try once more.
      this.#removeAll();
      this.#storage.setItem(key, value);
    }
  }

  get(state: string): CallbackState | null {
    this.#removeStale();
    const key = callbackKeyPrefix + state;
    const entry = parseEntry(this.#storage.getItem(key));
    this.#storage.removeItem(key);
    return entry === null ? null : stripExpiry(entry);
  }

  #callbackKeys(): string[] {
    const keys: string[] = [];
    for (let index = 0; index < this.#storage.length; index += 1) {
      const key = this.#storage.key(index);
      if (key?.startsWith(callbackKeyPrefix) === true) keys.push(key);
    }
    return keys;
  }

  #removeStale(): void {
    const now = this.#now();
    for (const key of this.#callbackKeys()) {
      const entry = parseEntry(this.#storage.getItem(key));
      if (entry === null || entry.expires < now) this.#storage.removeItem(key);
    }
  }

  #removeAll(): void {
    for (const key of this.#callbackKeys()) this.#storage.removeItem(key);
  }
}

export class CookieCallbackStorage implements CallbackStorage {
  readonly #document: Document;
  readonly #now: () => number;

  constructor(document: Document, now: () => number = Date.now) {
    this.#document = document;
    this.#now = now;
  }

  add(state: CallbackState): void {
    const entry: StoredEntry = { ...state, expires: this.#now() + callbackLifetimeMs };
    this.#write(callbackKeyPrefix + state.state, encodeURIComponent(JSON.stringify(entry)), 60);
  }

  get(state: string): CallbackState | null {
    const name = callbackKeyPrefix + state;
    const raw = this.#read(name);
    if (raw === null) return null;
    this.#write(name, "", -100);
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const entry = parseEntry(decoded);
    return entry === null || entry.expires < this.#now() ? null : stripExpiry(entry);
  }

  #read(name: string): string | null {
    for (const part of this.#document.cookie.split(";")) {
      const separator = part.indexOf("=");
      if (separator !== -1 && part.slice(0, separator).trim() === name) {
        return part.slice(separator + 1).trim();
      }
    }
    return null;
  }

  #write(name: string, value: string, minutes: number): void {
    const expires = new Date(this.#now() + minutes * 60 * 1000).toUTCString();
    const secure = this.#document.location.protocol === "https:" ? "; Secure" : "";
    this.#document.cookie = `${name}=${value}; expires=${expires}; path=/; SameSite=Lax${secure}`;
  }
}

/** Local storage when it works, else cookies. */
export function createCallbackStorage(): CallbackStorage {
  try {
    return new LocalStorageCallbackStorage(window.localStorage);
  } catch {
    return new CookieCallbackStorage(document);
  }
}
