import type { DecisionStrategy, PolicyRepresentation } from "./policy-representation.js";
import type { ResourceRepresentation } from "./resource-representation.js";
import type { ScopeRepresentation } from "./scope-representation.js";

export type PolicyEnforcementMode = "ENFORCING" | "PERMISSIVE" | "DISABLED";

/** The authorization settings of a client; also the shape of its export and import. */
export interface ResourceServerRepresentation {
  id?: string;
  clientId?: string;
  name?: string;
  allowRemoteResourceManagement?: boolean;
  policyEnforcementMode?: PolicyEnforcementMode;
  decisionStrategy?: DecisionStrategy;
  resources?: ResourceRepresentation[];
  policies?: PolicyRepresentation[];
  scopes?: ScopeRepresentation[];
  authorizationSchema?: AuthorizationSchema;
}

export interface AuthorizationSchema {
  resourceTypes?: Record<string, ResourceType>;
}

export interface ResourceType {
  type?: string;
  scopes?: string[];
  scopeAliases?: Record<string, string[]>;
  groupType?: string;
}
