import type { ClientScopeRepresentation } from "@gatehouse/admin-client";

/**
 * How a scope is given to clients: `default` scopes always apply, `optional` ones when the
 * application asks for them in its `scope` parameter, `none` only when added by hand.
 */
export const clientScopeTypes = ["default", "optional", "none"] as const;
export type ClientScopeType = (typeof clientScopeTypes)[number];

/** The ids of the realm's default and optional client scopes (what new clients get). */
export interface RealmScopeTypes {
  defaultIds: readonly string[];
  optionalIds: readonly string[];
}

/** A client scope together with its realm-wide type, as lists show it. */
export type TypedClientScope = ClientScopeRepresentation & { id: string; type: ClientScopeType };

export function isClientScopeType(value: string): value is ClientScopeType {
  return (clientScopeTypes as readonly string[]).includes(value);
}

export function realmTypeOf(types: RealmScopeTypes, id: string): ClientScopeType {
  if (types.defaultIds.includes(id)) return "default";
  if (types.optionalIds.includes(id)) return "optional";
  return "none";
}

/** The realm's scopes with their realm-wide type, sorted by name. */
export function withRealmTypes(
  scopes: readonly ClientScopeRepresentation[],
  types: RealmScopeTypes,
): TypedClientScope[] {
  return scopes
    .filter((scope): scope is ClientScopeRepresentation & { id: string } => scope.id !== undefined)
    .map((scope) => ({ ...scope, type: realmTypeOf(types, scope.id) }))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}
