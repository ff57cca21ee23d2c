import type { RealmRepresentation } from "@gatehouse/admin-client";

export type RealmFileResult =
  | { ok: true; realm: RealmRepresentation }
  | { ok: false; reason: "invalid-json" | "not-an-object" };

/** Reads an exported realm (JSON) so a new realm can be created from it. */
export function parseRealmFile(text: string): RealmFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: "invalid-json" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: "not-an-object" };
  }
  return { ok: true, realm: parsed };
}

/**
 * Realm names end up in addresses (`/admin/realms/{name}`, `#/{name}/…`): no spaces and none of
 * the characters that split or end a path.
 */
export const realmNamePattern = /^[^\s/\\?#%]+$/;

/**
 * The longest realm name the server stores: it derives longer names of its own from it (the
 * realm's clients and roles), and a longer one fails in its database with no word on the field.
 */
export const realmNameLimit = 237;
