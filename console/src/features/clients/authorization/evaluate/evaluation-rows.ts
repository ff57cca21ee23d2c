import type {
  DecisionEffect,
  PolicyEvaluationResponse,
  PolicyResultRepresentation,
  ResourceEvaluation,
} from "@gatehouse/admin-client";
import type { KeyValue } from "@/shared/lib/key-value";

/**
 * What the evaluate form holds: ids of the chosen client and resources, the user (an id, or a
 * username typed by an administrator who may not search users: the server takes either), and the
 * names of the extra realm roles and of the scopes (the server looks both up by name).
 */
export interface EvaluateFormValues {
  clientId: string;
  userId: string;
  roleNames: string[];
  attributes: KeyValue[];
  resources: string[];
  scopes: string[];
}

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

export function filterRows(rows: readonly EvaluationRow[], filter: OutcomeFilter): EvaluationRow[] {
  return filter === "all" ? [...rows] : rows.filter((row) => row.outcome === filter);
}

/**
 * The request to evaluate: roles stand in for a user when no user is chosen. With no resource
 * chosen the server evaluates every resource; scopes chosen alone ask for the resources that have
 * them.
 */
export function evaluationRequest(values: EvaluateFormValues): ResourceEvaluation {
  const scopes = values.scopes.map((name) => ({ name }));
  const attributes = Object.fromEntries(
    values.attributes
      .filter((row) => row.key.trim() !== "")
      .map((row) => [row.key.trim(), row.value]),
  );
  const resources =
    values.resources.length > 0
      ? values.resources.map((id) => ({ _id: id, scopes }))
      : scopes.length > 0
        ? [{ scopes }]
        : [];
  return {
    clientId: values.clientId,
    // The server cannot evaluate without a user (it answers 500), so the roles are added to the
    // user's own; it reads them by name.
    userId: values.userId.trim(),
    ...(values.roleNames.length > 0 && { roleIds: values.roleNames }),
    resources,
    entitlements: false,
    context: { attributes },
  };
}
