/** One row of a key/value list as forms edit it; a key may appear on several rows. */
export interface KeyValue {
  key: string;
  value: string;
}

/** The server's shape for attributes: every key holds a list of values. */
export type MultiValueMap = Record<string, string[]>;

/**
 * Collects key/value rows into the server's `{ key: [values] }` shape. Rows sharing a key become
 * one entry with several values, in row order; rows whose key is blank are dropped because the
 * server cannot store them.
 *
 * @example
 * keyValueToMap([{ key: "team", value: "red" }, { key: "team", value: "blue" }]);
 * // → { team: ["red", "blue"] }
 */
export function keyValueToMap(rows: readonly KeyValue[]): MultiValueMap {
  // A Map, then fromEntries: keys such as "__proto__" stay plain own properties.
  const grouped = new Map<string, string[]>();
  for (const { key, value } of rows) {
    if (key.trim() === "") continue;
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  return Object.fromEntries(grouped);
}

/**
 * Spreads a `{ key: [values] }` map (a single string counts as one value) into rows, one per value,
 * keeping the map's key order. A key without values has nothing to show and yields no row.
 *
 * @example
 * mapToKeyValue({ team: ["red", "blue"] });
 * // → [{ key: "team", value: "red" }, { key: "team", value: "blue" }]
 */
export function mapToKeyValue(
  map: Readonly<Record<string, string | readonly string[] | undefined>> | undefined,
): KeyValue[] {
  if (!map) return [];
  return Object.entries(map).flatMap(([key, values]) => {
    if (values === undefined) return [];
    const list = typeof values === "string" ? [values] : values;
    return list.map((value) => ({ key, value }));
  });
}
