export type DecisionStrategy = "UNANIMOUS" | "AFFIRMATIVE" | "CONSENSUS";
export type Logic = "POSITIVE" | "NEGATIVE";

/** A role named by a role policy; `required` makes the policy fail without it. */
export interface PolicyRoleRepresentation {
  id: string;
  required?: boolean;
}

export interface PolicyGroupRepresentation {
  id?: string;
  path?: string;
  extendChildren?: boolean;
}

export interface PolicyClientScopeRepresentation {
  id: string;
  required?: boolean;
}

/**
 * A policy or a permission of a resource server. The typed fields after `config` belong to the
 * policy types that have them (role, user, client, group, client-scope, time, js, aggregate, regex,
 * resource and scope permissions); the server omits the others.
 */
export interface PolicyRepresentation {
  id?: string;
  name?: string;
  description?: string;
  type?: string;
  policies?: string[];
  resources?: string[];
  scopes?: string[];
  logic?: Logic;
  decisionStrategy?: DecisionStrategy;
  owner?: string;
  resourceType?: string;
  config?: Record<string, string>;
  roles?: PolicyRoleRepresentation[];
  fetchRoles?: boolean;
  users?: string[];
  clients?: string[];
  clientScopes?: PolicyClientScopeRepresentation[];
  groups?: PolicyGroupRepresentation[];
  groupsClaim?: string;
  code?: string;
  targetClaim?: string;
  pattern?: string;
  targetContextAttributes?: boolean;
  notBefore?: string;
  notOnOrAfter?: string;
  dayMonth?: string;
  dayMonthEnd?: string;
  month?: string;
  monthEnd?: string;
  year?: string;
  yearEnd?: string;
  hour?: string;
  hourEnd?: string;
  minute?: string;
  minuteEnd?: string;
}

/** A policy type the server can create (`role`, `user`, `js`, …). */
export interface PolicyProviderRepresentation {
  type?: string;
  name?: string;
  group?: string;
}
