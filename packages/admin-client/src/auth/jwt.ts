function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `exp` claim (seconds since the epoch) of a JWT, or undefined for an opaque or undecodable token,
 * which is then treated as never expiring: the server will say when it no longer accepts it.
 */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (payload === undefined) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as unknown;
    if (typeof claims !== "object" || claims === null || !("exp" in claims)) return undefined;
    return typeof claims.exp === "number" ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the token expires within `seconds` from now (a token without `exp` never does). */
export function expiresWithin(token: string, seconds: number, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== undefined && expiry * 1000 - now < seconds * 1000;
}
