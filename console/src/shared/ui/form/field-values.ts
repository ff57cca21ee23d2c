/** Inputs stay controlled even before the form holds a value for them. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** A field's value as a list of strings, whatever shape the form held. */
export function textListOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf);
  if (value === undefined || value === null || value === "") return [];
  return [textOf(value)];
}

/** The value at a react-hook-form field path ("config.port", "rows.0.key") inside `source`. */
export function valueAtPath(source: unknown, path: string): unknown {
  let current = source;
  for (const segment of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A finite number from a field value or typed text; anything else is `undefined`. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
