import type { RealmRepresentation, UiFlowRepresentation } from "@gatehouse/admin-client";
import type { FlowUsage } from "../paths";

/**
 * The realm's seven bindings: the realm field holding the alias of the flow each one runs. The
 * order is the one administrators meet them in: signing in, registering, tokens, reset, clients,
 * brokering, docker.
 */
export const flowBindings = [
  "browserFlow",
  "registrationFlow",
  "directGrantFlow",
  "resetCredentialsFlow",
  "clientAuthenticationFlow",
  "firstBrokerLoginFlow",
  "dockerAuthenticationFlow",
] as const;
export type FlowBinding = (typeof flowBindings)[number];

/** The bindings of the realm that run the flow with this alias. */
export function bindingsOf(
  realm: RealmRepresentation | null | undefined,
  alias: string,
): FlowBinding[] {
  if (realm === null || realm === undefined) return [];
  return flowBindings.filter((binding) => realm[binding] === alias);
}

/**
 * How a flow is used, as its editor's address names it. The realm's own bindings come first: the
 * console extension reports one kind of use only and calls a bound flow "default" whatever else
 * uses it.
 */
export function flowUsageOf(
  flow: UiFlowRepresentation,
  bindings: readonly FlowBinding[],
): FlowUsage {
  if (bindings.length > 0) return "default";
  switch (flow.usedBy?.type) {
    case "SPECIFIC_CLIENTS":
      return "specificClients";
    case "SPECIFIC_PROVIDERS":
      return "specificProviders";
    case "DEFAULT":
      return "default";
    default:
      return "notInUse";
  }
}

/** The flow list's row: a flow with the bindings that run it and its usage. */
export interface FlowRow {
  flow: UiFlowRepresentation;
  bindings: FlowBinding[];
  usage: FlowUsage;
}

export function flowRows(
  flows: readonly UiFlowRepresentation[],
  realm: RealmRepresentation | null | undefined,
): FlowRow[] {
  return flows.map((flow) => {
    const bindings = bindingsOf(realm, flow.alias);
    return { flow, bindings, usage: flowUsageOf(flow, bindings) };
  });
}
