import { routePath } from "@/shared/paths/route-path";

/** The authentication page; without a tab it opens the flows. */
export const authenticationPath = "/:realm/authentication";
export const authenticationTabPath = "/:realm/authentication/:tab";
export const authenticationTabs = ["flows", "required-actions", "policies"] as const;
export type AuthenticationTab = (typeof authenticationTabs)[number];

/** Link to one of the authentication page's tabs, the flows unless another is named. */
export const toAuthentication = ({
  realm,
  tab = "flows",
}: {
  realm: string;
  tab?: AuthenticationTab;
}): string => routePath(authenticationTabPath, { realm, tab });

/** The form that creates a flow; a static segment, so it wins over a flow's own address. */
export const createFlowPath = "/:realm/authentication/flows/create";
export const toCreateFlow = ({ realm }: { realm: string }): string =>
  routePath(createFlowPath, { realm });

/**
 * How a flow is used, as its address names it: bound to one of the realm's bindings, chosen by
 * specific clients or by specific identity providers, or not used at all.
 */
export const flowUsages = ["default", "specificClients", "specificProviders", "notInUse"] as const;
export type FlowUsage = (typeof flowUsages)[number];

/**
 * One flow's editor. `usedBy` is the flow's `FlowUsage`; `builtIn` is present for the server's
 * own flows, which are read-only.
 */
export const flowPath = "/:realm/authentication/:id/:usedBy";
export const flowBuiltInPath = "/:realm/authentication/:id/:usedBy/:builtIn";
export interface FlowParams {
  realm: string;
  id: string;
  usedBy: FlowUsage;
  builtIn?: boolean;
}

/** Link to one flow's editor. */
export const toFlow = ({ realm, id, usedBy, builtIn = false }: FlowParams): string =>
  builtIn
    ? routePath(flowBuiltInPath, { realm, id, usedBy, builtIn: "builtIn" })
    : routePath(flowPath, { realm, id, usedBy });
