/**
 * The address to link to when `text` is an absolute http(s) URL, else `undefined`: a client's home
 * URL is typed by administrators (or imported), and a `javascript:` or `data:` address must never
 * become a link. Relative home URLs (`/app`) resolve against the client's root URL.
 */
export function safeLinkUrl(text: string | undefined, rootUrl?: string): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  try {
    const base = rootUrl !== undefined && rootUrl.trim() !== "" ? rootUrl : undefined;
    const url = base === undefined ? new URL(text) : new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}
