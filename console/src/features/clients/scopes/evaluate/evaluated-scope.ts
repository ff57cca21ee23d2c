/**
 * The `scope` parameter an authorization request of the client would send: `openid` for OpenID
 * Connect clients, then the optional scopes chosen. Default scopes apply without being named.
 */
export function evaluatedScope(protocol: string, optionalScopes: readonly string[]): string {
  const names = protocol === "openid-connect" ? ["openid", ...optionalScopes] : [...optionalScopes];
  return [...new Set(names)].join(" ");
}
