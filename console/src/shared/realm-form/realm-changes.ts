import type { RealmRepresentation } from "@gatehouse/admin-client";

/**
 * Changes to a realm. An attribute set to `null` is removed: the server stores an empty text as
 * it is, and reads some attributes (per-action lifespans) as numbers.
 */
export type RealmChanges = Omit<Partial<RealmRepresentation>, "attributes"> & {
  attributes?: Record<string, string | null>;
};
