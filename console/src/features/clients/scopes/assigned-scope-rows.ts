import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import type { ScopesOfClient } from "../api/scopes-of-client-query";

/** The type a client gives one of its scopes. */
export type AssignedType = "default" | "optional";

/** A row of the client's scopes: its own dedicated scope, or a realm scope it is given. */
export type ScopeRow =
  | { kind: "dedicated"; name: string }
  | { kind: "assigned"; id: string; name: string; type: AssignedType; description: string };

/** Every protocol's scopes without a protocol of their own are OpenID Connect ones. */
export const protocolOf = (item: { protocol?: string }): string =>
  item.protocol ?? "openid-connect";

/** The name of a client's dedicated scope, as administrators know it. */
export const dedicatedScopeName = (clientId: string): string => `${clientId}-dedicated`;

/**
 * The dedicated scope first, then the assigned scopes by name. The server names a client's scopes
 * without their descriptions; those come from the realm's scopes, when they are loaded.
 */
export function scopeRows(
  clientId: string,
  scopes: ScopesOfClient,
  realmScopes: readonly ClientScopeRepresentation[] = [],
): ScopeRow[] {
  const described = new Map(realmScopes.map((scope) => [scope.id, scope.description ?? ""]));
  const assigned = [
    ...rowsOf(scopes.defaultScopes, "default"),
    ...rowsOf(scopes.optionalScopes, "optional"),
  ]
    .map((row) => ({ ...row, description: row.description || (described.get(row.id) ?? "") }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [{ kind: "dedicated", name: dedicatedScopeName(clientId) }, ...assigned];
}

function rowsOf(
  scopes: readonly ClientScopeRepresentation[],
  type: AssignedType,
): Extract<ScopeRow, { kind: "assigned" }>[] {
  return scopes.flatMap((scope) =>
    scope.id === undefined
      ? []
      : [
          {
            kind: "assigned" as const,
            id: scope.id,
            name: scope.name ?? scope.id,
            type,
            description: scope.description ?? "",
          },
        ],
  );
}

/** The realm's scopes of the client's protocol that the client is not given yet, by name. */
export function addableScopes(
  realmScopes: readonly ClientScopeRepresentation[],
  assigned: ScopesOfClient,
  protocol: string,
): (ClientScopeRepresentation & { id: string })[] {
  const taken = new Set(
    [...assigned.defaultScopes, ...assigned.optionalScopes].map((scope) => scope.id),
  );
  return realmScopes
    .filter(
      (scope): scope is ClientScopeRepresentation & { id: string } =>
        scope.id !== undefined && !taken.has(scope.id) && protocolOf(scope) === protocol,
    )
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}
