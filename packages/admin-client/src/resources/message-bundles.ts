import { fetchWithError } from "../core/network-error.js";
import { buildUrl, expandTemplate } from "../core/url.js";
import type { ThemeMessageRepresentation, ThemeType } from "../defs/theme-resources.js";

// Apart from the ServerInfo resource, so that a page's first script can read its messages without
// taking in the client.

/** Which messages `findEffectiveMessageBundles` reads. */
export interface MessageBundleQuery {
  realm: string;
  themeType: ThemeType | (string & Record<never, never>);
  locale: string;
  /** A theme of that type; by default the realm's. */
  theme?: string;
  /** Tell for each message whether the theme or the realm's localization texts gave it. */
  source?: boolean;
}

/** Where a realm's effective messages are read, below the server's base URL. */
export const messageBundlesPath = "/resources/{realm}/{themeType}/{locale}";

/**
 * The read `serverInfo.findEffectiveMessageBundles` makes, without a client or a token: the
 * endpoint is public, so a page can ask for its messages while its client and sign-in are still
 * loading. Fails with a `NetworkError` as the client's calls do.
 */
export async function fetchEffectiveMessageBundles(
  baseUrl: string,
  { realm, themeType, locale, ...query }: MessageBundleQuery,
  options?: { signal?: AbortSignal },
): Promise<ThemeMessageRepresentation[]> {
  const path = expandTemplate(messageBundlesPath, { realm, themeType, locale });
  const response = await fetchWithError(buildUrl(baseUrl, path, query), {
    headers: { accept: "application/json" },
    signal: options?.signal ?? null,
  });
  return (await response.json()) as ThemeMessageRepresentation[];
}
