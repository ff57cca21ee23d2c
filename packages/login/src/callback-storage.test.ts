import { afterEach, describe, expect, it } from "vitest";
import {
  CookieCallbackStorage,
  LocalStorageCallbackStorage,
  callbackLifetimeMs,
  createCallbackStorage,
  type CallbackState,
} from "./callback-storage.js";

const sample = (state: string): CallbackState => ({
  state,
  nonce: `nonce-${state}`,
  redirectUri: "https://app.example.com/#/master/users",
  loginOptions: { scope: "email" },
  pkceCodeVerifier: "v".repeat(96),
});

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  localStorage.clear();
  clearCookies();
});

describe("LocalStorageCallbackStorage", () => {
  it("returns a stored state once", () => {
    const storage = new LocalStorageCallbackStorage(localStorage);
    storage.add(sample("a"));
    expect(storage.get("a")).toEqual(sample("a"));
    expect(storage.get("a")).toBeNull();
    expect(localStorage.getItem("kc-callback-a")).toBeNull();
  });

  it("stores under kc-callback-<state> with an expiry one hour ahead", () => {
    const storage = new LocalStorageCallbackStorage(localStorage, () => 1_000);
    storage.add(sample("b"));
    const raw = JSON.parse(localStorage.getItem("kc-callback-b") ?? "{}") as { expires: number };
    expect(raw.expires).toBe(1_000 + callbackLifetimeMs);
    expect(callbackLifetimeMs).toBe(3_600_000);
  });

  it("drops expired and malformed entries", () => {
    let now = 0;
    const storage = new LocalStorageCallbackStorage(localStorage, () => now);
    storage.add(sample("old"));
    localStorage.setItem("kc-callback-broken", "{not json");
    localStorage.setItem("unrelated", "kept");
    now = callbackLifetimeMs + 1;
    expect(storage.get("old")).toBeNull();
    expect(localStorage.getItem("kc-callback-broken")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("kept");
  });

  it("keeps an entry until it expires", () => {
    let now = 0;
    const storage = new LocalStorageCallbackStorage(localStorage, () => now);
    storage.add(sample("fresh"));
    now = callbackLifetimeMs - 1;
    expect(storage.get("fresh")?.nonce).toBe("nonce-fresh");
  });

  it("clears old entries and retries once when the quota is full", () => {
    const backing = new Map<string, string>();
    let failNext = false;
    const quota: Storage = {
      get length() {
        return backing.size;
      },
      key: (index) => [...backing.keys()][index] ?? null,
      getItem: (key) => backing.get(key) ?? null,
      setItem: (key, value) => {
        if (failNext) {
          failNext = false;
          throw new DOMException("full", "QuotaExceededError");
        }
        backing.set(key, value);
      },
      removeItem: (key) => {
        backing.delete(key);
      },
      clear: () => {
        backing.clear();
      },
    };
    const storage = new LocalStorageCallbackStorage(quota);
    storage.add(sample("first"));
    failNext = true;
    storage.add(sample("second"));
    expect(storage.get("first")).toBeNull();
    expect(storage.get("second")?.state).toBe("second");
  });

  it("refuses a storage that cannot be written", () => {
    const broken = {
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(() => new LocalStorageCallbackStorage(broken)).toThrow("denied");
  });
});

describe("CookieCallbackStorage", () => {
  it("returns a stored state once", () => {
    const storage = new CookieCallbackStorage(document);
    storage.add(sample("c"));
    expect(document.cookie).toContain("kc-callback-c=");
    expect(storage.get("c")).toEqual(sample("c"));
    expect(document.cookie).not.toContain("kc-callback-c=");
    expect(storage.get("c")).toBeNull();
  });

  it("ignores an entry older than 60 minutes", () => {
    let now = Date.now();
    const storage = new CookieCallbackStorage(document, () => now);
    storage.add(sample("d"));
    now += 60 * 60 * 1000 + 1;
    expect(storage.get("d")).toBeNull();
  });
});

describe("createCallbackStorage", () => {
  it("uses local storage when it works", () => {
    expect(createCallbackStorage()).toBeInstanceOf(LocalStorageCallbackStorage);
  });

  it("falls back to cookies when local storage throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(createCallbackStorage()).toBeInstanceOf(CookieCallbackStorage);
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });
});
