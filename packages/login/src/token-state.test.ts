import { describe, expect, it } from "vitest";
import { makeJwt, nowSeconds } from "../test/support/jwt.js";
import { createLogger } from "./logger.js";
import { applyTokens, nonceMatches, type TokenState } from "./token-state.js";

const log = createLogger(() => false);

function emptyState(): TokenState {
  return { authenticated: false, timeSkew: null };
}

describe("applyTokens", () => {
  it("exposes the access token's claims and estimates the clock difference", () => {
    const state = emptyState();
    const iat = nowSeconds() - 30;
    const token = makeJwt({
      iat,
      exp: iat + 300,
      sub: "u",
      sid: "s",
      realm_access: { roles: ["r"] },
    });
    const expiresIn = applyTokens(state, { token, refreshToken: makeJwt({}) }, Date.now(), log);
    expect(state).toMatchObject({
      authenticated: true,
      subject: "u",
      sessionId: "s",
      realmAccess: { roles: ["r"] },
    });
    expect(state.timeSkew).toBeGreaterThanOrEqual(29);
    expect(state.timeSkew).toBeLessThanOrEqual(31);
    // 300 s of validity from the server's point of view.
    expect(expiresIn).toBeGreaterThan(298_000);
    expect(expiresIn).toBeLessThanOrEqual(301_000);
  });

  it("keeps a known clock difference when no request time is given", () => {
    const state = { ...emptyState(), timeSkew: 7 };
    applyTokens(state, { token: makeJwt({ iat: 1, exp: nowSeconds() + 10 }) }, undefined, log);
    expect(state.timeSkew).toBe(7);
  });

  it("clears every field without an access token", () => {
    const state = emptyState();
    applyTokens(state, { token: makeJwt({ sub: "u" }), idToken: makeJwt({}) }, undefined, log);
    expect(applyTokens(state, {}, undefined, log)).toBeUndefined();
    expect(state).toEqual({
      authenticated: false,
      timeSkew: null,
      token: undefined,
      tokenParsed: undefined,
      refreshToken: undefined,
      refreshTokenParsed: undefined,
      idToken: undefined,
      idTokenParsed: undefined,
      subject: undefined,
      sessionId: undefined,
      realmAccess: undefined,
      resourceAccess: undefined,
    });
  });

  it("leaves the previous tokens whole when a new one cannot be decoded", () => {
    const state = emptyState();
    const token = makeJwt({ sub: "before" });
    applyTokens(state, { token }, undefined, log);
    expect(() =>
      applyTokens(state, { token: makeJwt({ sub: "after" }), idToken: "broken" }, undefined, log),
    ).toThrow("Unable to decode token, payload not found.");
    expect(state.token).toBe(token);
    expect(state.subject).toBe("before");
  });
});

describe("nonceMatches", () => {
  it("needs the ID token's nonce to match", () => {
    expect(nonceMatches({ idTokenParsed: { nonce: "n" } }, "n")).toBe(true);
    expect(nonceMatches({ idTokenParsed: { nonce: "x" } }, "n")).toBe(false);
    expect(nonceMatches({ idTokenParsed: {} }, "n")).toBe(false);
  });

  it("also refuses an access token carrying another nonce", () => {
    expect(nonceMatches({ tokenParsed: { nonce: "x" }, idTokenParsed: { nonce: "n" } }, "n")).toBe(
      false,
    );
    expect(nonceMatches({ tokenParsed: {}, idTokenParsed: { nonce: "n" } }, "n")).toBe(true);
  });
});
