/**
 * react-hook-form reads a field name as a path: "." and "[" separate segments, "]", '"' and "'"
 * are dropped, and an all-digit segment makes an array. Server maps (component config, user
 * attributes) have keys such as "claim.name" that must stay one segment, so such keys are encoded
 * before they become part of a field name.
 *
 * The encoding is percent-style: "%", ".", "[", "]", '"' and "'" become "%" plus two upper-case hex
 * digits ("claim.name" → "claim%2Ename"), and the first digit of an all-digit key is encoded too
 * ("42" → "%342"). Because "%" itself is encoded, decoding is exact for every key, and a key
 * without those characters is left as it is, so field names stay readable.
 */
const reserved = /[%.[\]"']/g;

/** Encodes one map key so that it is a single segment of a form field name. */
export function encodeFieldKey(key: string): string {
  const encoded = key.replace(reserved, (char) => `%${hex(char)}`);
  return /^\d+$/.test(encoded) ? `%${hex(encoded.charAt(0))}${encoded.slice(1)}` : encoded;
}

/** Reverses {@link encodeFieldKey}. */
export function decodeFieldKey(segment: string): string {
  return segment.replace(/%([0-9A-F]{2})/g, (_, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
}

function hex(char: string): string {
  return char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
}

/** Encodes every key of a flat map (see {@link encodeFieldKey}); values are kept as they are. */
export function encodeKeys<T>(map: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(map).map(([key, value]) => [encodeFieldKey(key), value]),
  );
}

/** Reverses {@link encodeKeys}. */
export function decodeKeys<T>(map: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(map).map(([key, value]) => [decodeFieldKey(key), value]),
  );
}

/** A plain object (not an array, date or class instance) is a branch; everything else is a leaf. */
function isBranch(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Flattens nested objects into one level with dotted paths; each key is encoded first, so a dot in
 * the result always separates levels and a dot inside a key survives. Arrays and other non-plain
 * values are leaves; an empty object is kept as a leaf so that it is not lost.
 *
 * @example
 * flattenDotted({ config: { "claim.name": ["email"] } });
 * // → { "config.claim%2Ename": ["email"] }
 */
export function flattenDotted(value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result = new Map<string, unknown>();
  const visit = (branch: Readonly<Record<string, unknown>>, prefix: string) => {
    for (const [key, child] of Object.entries(branch)) {
      const path = prefix + encodeFieldKey(key);
      if (isBranch(child) && Object.keys(child).length > 0) visit(child, `${path}.`);
      else result.set(path, child);
    }
  };
  visit(value, "");
  return Object.fromEntries(result);
}

/**
 * Reverses {@link flattenDotted}: splits each path on its dots, decodes every segment and rebuilds
 * the nested objects.
 *
 * @example
 * unflattenDotted({ "config.claim%2Ename": ["email"] });
 * // → { config: { "claim.name": ["email"] } }
 */
export function unflattenDotted(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, leaf] of Object.entries(flat)) {
    const segments = path.split(".").map(decodeFieldKey);
    const last = segments.pop();
    if (last === undefined) continue;
    let branch = root;
    for (const segment of segments) {
      const existing = branch[segment];
      if (isBranch(existing) && Object.hasOwn(branch, segment)) {
        branch = existing;
      } else {
        const created: Record<string, unknown> = {};
        defineOwn(branch, segment, created);
        branch = created;
      }
    }
    defineOwn(branch, last, leaf);
  }
  return root;
}

/** Assignment would treat "__proto__" as the prototype; a defined property stays plain data. */
function defineOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
