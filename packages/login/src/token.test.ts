import { describe, expect, it } from "vitest";
import { TokenDecodeError } from "./errors.js";
import { makeJwt } from "../test/support/jwt.js";
import { base64UrlToBytes, bytesToBase64Url, decodeToken } from "./token.js";

describe("decodeToken", () => {
  it("reads the payload's claims", () => {
    const token = makeJwt({ sub: "user-1", exp: 100, realm_access: { roles: ["admin"] } });
    expect(decodeToken(token)).toEqual({
      sub: "user-1",
      exp: 100,
      realm_access: { roles: ["admin"] },
    });
  });

  it("decodes Unicode claims as UTF-8", () => {
    const token = makeJwt({ name: "Zoë Ångström 東京 🙂" });
    expect(decodeToken(token).name).toBe("Zoë Ångström 東京 🙂");
  });

  it("reads payloads that use the URL-safe alphabet", () => {
    // "???" and "~~~" encode to characters that differ between Base64 and Base64URL.
    const token = makeJwt({ a: "???>>>", b: "~~~" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual({ a: "???>>>", b: "~~~" });
  });

  it("fails when the payload is missing", () => {
    expect(() => decodeToken("header-only")).toThrow(
      new TokenDecodeError("Unable to decode token, payload not found."),
    );
    expect(() => decodeToken("header..sig")).toThrow("Unable to decode token, payload not found.");
  });

  it("fails when the payload is not Base64URL", () => {
    expect(() => decodeToken("h.not*base64.s")).toThrow(
      "Unable to decode token, payload is not a valid Base64URL value.",
    );
  });

  it("fails on a payload of impossible length, keeping the reason as the cause", () => {
    let caught: unknown;
    try {
      decodeToken("h.abcde.s");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TokenDecodeError);
    expect((caught as Error).message).toBe(
      "Unable to decode token, payload is not a valid Base64URL value.",
    );
    expect(((caught as Error).cause as Error).message).toBe("Input is not of the correct length.");
  });

  it("fails when the payload bytes are not UTF-8", () => {
    const payload = bytesToBase64Url(new Uint8Array([0xff, 0xfe, 0x7b]));
    expect(() => decodeToken(`h.${payload}.s`)).toThrow(
      "Unable to decode token, payload is not a valid Base64URL value.",
    );
  });

  it("fails when the payload is not JSON", () => {
    const payload = bytesToBase64Url(new TextEncoder().encode("{not json"));
    expect(() => decodeToken(`h.${payload}.s`)).toThrow(
      "Unable to decode token, payload is not a valid JSON value.",
    );
  });

  it("fails when the payload is JSON but not an object", () => {
    const payload = bytesToBase64Url(new TextEncoder().encode("[1,2]"));
    expect(() => decodeToken(`h.${payload}.s`)).toThrow(TokenDecodeError);
  });
});

describe("Base64URL", () => {
  it("round-trips every byte value", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
  });

  it("writes no padding", () => {
    expect(bytesToBase64Url(new Uint8Array([1]))).toBe("AQ");
  });
});
