import type {
  DecisionEffect,
  PolicyEvaluationResponse,
  PolicyResultRepresentation,
} from "@gatehouse/admin-client";

export type Outcome = "granted" | "denied";

/** One vote in a decision: a permission, or a policy that voted in it. */
export interface Vote {
  id: string;
  name: string;
  outcome: Outcome;
  /** A permission's policies with their votes; a policy has none. */
  policies: Vote[];
}

/** The decision on one resource: its outcome, the scopes granted and denied, and who voted. */
export interface EvaluationRow {
  key: string;
  resource: string;
  outcome: Outcome;
  grantedScopes: string[];
  deniedScopes: string[];
  permissions: Vote[];
}

/** The decision on one scope of the evaluated object, and the permissions that voted on it. */
export interface ScopeRow {
  key: string;
  scope: string;
  outcome: Outcome;
  permissions: Vote[];
}

export type OutcomeFilter = "all" | Outcome;

const outcomeOf = (status: DecisionEffect | undefined): Outcome =>
  status === "PERMIT" ? "granted" : "denied";

const names = (items: readonly { name?: string }[] | undefined): string[] =>
  (items ?? []).flatMap((item) => (item.name === undefined ? [] : [item.name]));

function voteOf(result: PolicyResultRepresentation, index: number): Vote {
  return {
    id: result.policy?.id ?? `vote-${index}`,
    name: result.policy?.name ?? "",
    outcome: outcomeOf(result.status),
    policies: (result.associatedPolicies ?? []).map((policy, at) => ({
      id: policy.policy?.id ?? `vote-${index}-${at}`,
      name: policy.policy?.name ?? "",
      outcome: outcomeOf(policy.status),
      policies: [],
    })),
  };
}

/** The server's evaluation as one row per resource, in the order the server gives them. */
export function evaluationRows(response: PolicyEvaluationResponse): EvaluationRow[] {
  return (response.results ?? []).map((result, index) => ({
    key: `${result.resource?._id ?? result.resource?.name ?? ""}-${index}`,
    resource: result.resource?.name ?? "",
    outcome: outcomeOf(result.status),
    grantedScopes: names(result.allowedScopes),
    deniedScopes: names(result.deniedScopes),
    permissions: (result.policies ?? []).map(voteOf),
  }));
}

/** The scopes a permission's vote covers: the server names them on the vote or the permission. */
const votedScopes = (result: PolicyResultRepresentation): readonly string[] =>
  result.scopes ?? result.policy?.scopes ?? [];

/**
 * The server's evaluation of one object as one row per scope: the scopes asked for first, in that
 * order, then any other the server decided on. A scope is granted only when the server lists it as
 * allowed; one it does not mention (no permission applies to it) is denied, as the server denies
 * it. Each row names the permissions that voted on that scope, with their policies.
 */
export function scopeRows(
  response: PolicyEvaluationResponse,
  requested: readonly string[],
): ScopeRow[] {
  const results = response.results ?? [];
  const allowed = new Set(results.flatMap((result) => names(result.allowedScopes)));
  const decided = results.flatMap((result) => [
    ...names(result.allowedScopes),
    ...names(result.deniedScopes),
  ]);
  const scopes = [...new Set([...requested, ...decided])];
  const votes = results.flatMap((result) =>
    (result.policies ?? []).map((vote, index) => ({ vote, index })),
  );
  return scopes.map((scope) => ({
    key: scope,
    scope,
    outcome: allowed.has(scope) ? "granted" : "denied",
    permissions: votes
      .filter(({ vote }) => votedScopes(vote).includes(scope))
      .map(({ vote, index }) => voteOf(vote, index)),
  }));
}

export function filterRows<Row extends { outcome: Outcome }>(
  rows: readonly Row[],
  filter: OutcomeFilter,
): Row[] {
  return filter === "all" ? [...rows] : rows.filter((row) => row.outcome === filter);
}
