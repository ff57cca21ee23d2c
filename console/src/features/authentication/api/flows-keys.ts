import type { UiFlowUserKind } from "@gatehouse/admin-client";

/**
 * Query keys of the flows tab. Everything about the realm's flows starts with `all(realm)`, so a
 * change to one flow (created, copied, renamed, bound, deleted) reloads the list and its usages.
 */
export const flowsKeys = {
  all: (realm: string) => ["authentication-flows", realm] as const,
  list: (realm: string) => ["authentication-flows", realm, "list"] as const,
  flow: (realm: string, id: string) => ["authentication-flows", realm, "flow", id] as const,
  /** One page of the clients or identity providers using flow `id`. */
  users: (realm: string, id: string, kind: UiFlowUserKind, first: number, size: number) =>
    ["authentication-flows", realm, "users", id, kind, first, size] as const,
};
