const placeholder = /\{(\+?)([A-Za-z0-9_]+)\}/g;

function pathText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  return JSON.stringify(value);
}

/**
 * Expands `{name}` placeholders, percent-encoding every reserved character (so an id holding "/" stays
 * one segment). `{+name}` keeps "/" for the few endpoints whose last segment is itself a path.
 * A missing or empty value is an error rather than a silently collapsed `//` segment.
 */
export function expandTemplate(
  template: string,
  params: Readonly<Record<string, unknown>>,
): string {
  return template.replace(placeholder, (_match, reserved: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`The path parameter "${name}" is missing or empty in ${template}.`);
    }
    const text = pathText(value);
    return reserved === "+"
      ? text.split("/").map(encodeURIComponent).join("/")
      : encodeURIComponent(text);
  });
}

/** The placeholder names a template uses, in order. */
export function templateKeys(template: string): string[] {
  return Array.from(template.matchAll(placeholder), (match) => match[2] ?? "");
}

/** Joins path pieces with exactly one "/" between them, whatever slashes the pieces carry. */
export function joinPath(...pieces: string[]): string {
  return `/${pieces.join("/")}`.replace(/\/{2,}/g, "/");
}

function queryText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  // The event filters accept yyyy-MM-dd or epoch milliseconds, not ISO timestamps.
  if (value instanceof Date) return String(value.getTime());
  return JSON.stringify(value);
}

/**
 * Query parameters as URLSearchParams: undefined, null and empty-string values are dropped, and an
 * array becomes one repeated key per element (the server reads `type=LOGIN&type=LOGOUT`, not a
 * comma-joined value).
 */
export function toSearchParams(params: Readonly<Record<string, unknown>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === "") continue;
      search.append(key, queryText(item));
    }
  }
  return search;
}

/** The absolute URL of `path` below `baseUrl` (which may itself carry a path), with the query appended. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, unknown>>,
): URL {
  const url = new URL(baseUrl);
  url.pathname = joinPath(url.pathname, path);
  if (query !== undefined) {
    for (const [key, value] of toSearchParams(query)) url.searchParams.append(key, value);
  }
  return url;
}
