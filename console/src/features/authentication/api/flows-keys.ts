import type { UiFlowUserKind } from "@gatehouse/admin-client";

/**
 * Query keys of the flows tab. Everything about the realm's flows starts with `all(realm)`, so a
 * change to one flow (created, copied, renamed, bound, deleted) reloads the list and its usages.
 */
export const flowsKeys = {
  all: (realm: string) => ["authentication", realm] as const,
  list: (realm: string) => ["authentication", realm, "flows"] as const,
  /** One flow; the flow editor keeps its executions and configurations under it. */
  flow: (realm: string, id: string) => ["authentication", realm, "flow", id] as const,
  /** One page of the clients or identity providers using flow `id`. */
  users: (realm: string, id: string, kind: UiFlowUserKind, first: number, size: number) =>
    ["authentication", realm, "flow-users", id, kind, first, size] as const,
};
