import type { PolicyRepresentation } from "./policy-representation.js";
import type { ResourceRepresentation } from "./resource-representation.js";
import type { ScopeRepresentation } from "./scope-representation.js";
import type { TokenClaims } from "./token-claims.js";

/** What to evaluate: an identity (user or roles), a client, resources and a context. */
export interface ResourceEvaluation {
  userId?: string;
  roleIds?: string[];
  clientId?: string;
  /**
   * Fine-grained admin permissions (version 2): the resource type of the object evaluated, whose
   * id is then given as the resource's `name`.
   */
  resourceType?: string;
  resources?: ResourceRepresentation[];
  entitlements?: boolean;
  context?: { attributes?: Record<string, string> };
}

export type DecisionEffect = "PERMIT" | "DENY";

export interface PolicyResultRepresentation {
  policy?: PolicyRepresentation;
  status?: DecisionEffect;
  associatedPolicies?: PolicyResultRepresentation[];
  scopes?: string[];
  resourceType?: string;
}

export interface EvaluationResultRepresentation {
  resource?: ResourceRepresentation;
  scopes?: ScopeRepresentation[];
  policies?: PolicyResultRepresentation[];
  status?: DecisionEffect;
  allowedScopes?: ScopeRepresentation[];
  deniedScopes?: ScopeRepresentation[];
}

export interface PolicyEvaluationResponse {
  results?: EvaluationResultRepresentation[];
  entitlements?: boolean;
  status?: DecisionEffect;
  /** The requesting party token the evaluation would issue. */
  rpt?: TokenClaims;
}
