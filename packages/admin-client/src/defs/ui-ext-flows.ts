/**
 * How the console extension says a flow is used: bound to one of the realm's bindings, chosen by
 * some clients, or by some identity providers. It names one kind only, the first that applies.
 */
export type UiFlowUsageType = "DEFAULT" | "SPECIFIC_CLIENTS" | "SPECIFIC_PROVIDERS";

/** A top-level flow as the console extension lists it (GET /ui-ext/authentication-management/flows). */
export interface UiFlowRepresentation {
  id: string;
  alias: string;
  description?: string;
  builtIn?: boolean;
  /**
   * Absent for a flow nobody uses. `values` holds a few client ids or identity provider aliases;
   * for `DEFAULT` it holds the flow's own alias, not the binding's name.
   */
  usedBy?: { type: UiFlowUsageType; values: string[] };
}

/** Whose use of a flow to page through: clients overriding it, or identity providers. */
export type UiFlowUserKind = "clients" | "idp";

/** A page of the clients (client ids) or identity providers (aliases) that use flow `id`. */
export interface UiFlowUsersQuery {
  kind: UiFlowUserKind;
  id: string;
  first?: number;
  max?: number;
  search?: string;
}
