import { gzipSync } from "node:zlib";

const sizes = new Map<string, number>();

/**
 * Size of a file once gzip-compressed (level 6, what a compressing server or proxy typically
 * sends). The development server sends theme files uncompressed, so the browser cannot tell.
 * Cached by address: the consoles' file names carry content hashes or a resource version.
 */
export async function gzipSize(url: string): Promise<number> {
  const known = sizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${url} failed: ${String(response.status)}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
  sizes.set(url, size);
  return size;
}
