import { describe, expect, it, vi } from "vitest";
import { ConfigurationError, CryptoError } from "./errors.js";
import {
  createPkceChallenge,
  generateCodeVerifier,
  randomUuid,
  s256Challenge,
  webCrypto,
} from "./pkce.js";

describe("PKCE", () => {
  it("makes 96-character verifiers over [A-Za-z0-9]", () => {
    const verifiers = Array.from({ length: 20 }, () => generateCodeVerifier());
    for (const verifier of verifiers) {
      expect(verifier).toHaveLength(96);
      expect(verifier).toMatch(/^[A-Za-z0-9]{96}$/);
    }
    expect(new Set(verifiers).size).toBe(verifiers.length);
  });

  it("uses the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 40 }, () => generateCodeVerifier()).join(""));
    expect(seen.size).toBe(62);
  });

  it("computes the S256 challenge of RFC 7636's example", async () => {
    await expect(s256Challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).resolves.toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("rejects methods other than S256", async () => {
    await expect(createPkceChallenge("plain", "x")).rejects.toThrow(
      new ConfigurationError("Invalid value for 'pkceMethod', expected 'S256' but got 'plain'."),
    );
  });

  it("wraps digest failures in the PKCE error, keeping the cause", async () => {
    const failure = new Error("digest broke");
    const spy = vi.spyOn(globalThis.crypto.subtle, "digest").mockRejectedValueOnce(failure);
    const error: unknown = await createPkceChallenge("S256", "x").catch(
      (caught: unknown) => caught,
    );
    spy.mockRestore();
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as Error).message).toBe("Failed to generate PKCE challenge.");
    expect((error as Error).cause).toBe(failure);
  });

  it("says so when Web Crypto is missing", () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(() => webCrypto()).toThrow(new CryptoError("Web Crypto API is not available."));
      expect(() => randomUuid()).toThrow("Web Crypto API is not available.");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
