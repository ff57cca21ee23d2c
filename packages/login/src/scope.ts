/** The scope with `openid` first when it is missing: the adapter always asks for an ID token. */
export function withOpenIdScope(scope: string | undefined): string {
  const words = (scope ?? "").split(/\s+/).filter((word) => word !== "");
  return words.includes("openid") ? words.join(" ") : ["openid", ...words].join(" ");
}
