import { bytesToBase64Url } from "../../src/token.js";

/** An unsigned JWT with the given claims; the adapter never checks signatures. */
export function makeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.signature`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
