import type { KeyValue } from "./key-value";

/**
 * The attribute holding the mapping of authentication context classes (ACR) to levels of
 * authentication, in a client's attributes and in the realm's alike.
 */
export const acrLoaMapAttribute = "acr.loa.map";

/**
 * The ACR to level-of-authentication mapping as rows. The server stores it as a JSON object in
 * one attribute; values may come as numbers or text, and anything unreadable gives no rows.
 */
export function acrLoaRows(stored: string | undefined): KeyValue[] {
  if (stored === undefined || stored.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => ({
      key,
      value: typeof value === "number" || typeof value === "string" ? String(value) : "",
    }));
  } catch {
    return [];
  }
}

/** The mapping as the server stores it: a JSON object of class name to level (a whole number). */
export function acrLoaText(rows: readonly KeyValue[]): string {
  const entries = rows
    .filter((row) => row.key.trim() !== "")
    .map((row) => [row.key.trim(), Number(row.value)] as const);
  return entries.length === 0 ? "" : JSON.stringify(Object.fromEntries(entries));
}

/** Whether every row of the mapping has a class name and a whole, non-negative level. */
export function isValidAcrLoa(rows: readonly KeyValue[]): boolean {
  return rows.every(
    (row) =>
      (row.key.trim() === "" && row.value.trim() === "") ||
      (row.key.trim() !== "" && /^\d+$/.test(row.value.trim())),
  );
}
