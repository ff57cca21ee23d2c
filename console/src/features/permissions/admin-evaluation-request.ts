import type { ResourceEvaluation } from "@gatehouse/admin-client";

/**
 * What the admin permissions evaluator holds: the administrator (a user's id, or a username typed
 * by one who may not search users), the resource type, the id of one object of that type, and one
 * of the type's scopes or none (`""`) for all of them.
 */
export interface AdminEvaluationValues {
  userId: string;
  resourceType: string;
  resource: string;
  scope: string;
}

export const emptyAdminEvaluation: AdminEvaluationValues = {
  userId: "",
  resourceType: "",
  resource: "",
  scope: "",
};

/**
 * The scopes whose decisions the results list first: the one chosen, or every scope of the type
 * (the server then decides on each).
 */
export const askedScopes = (values: AdminEvaluationValues, typeScopes: readonly string[]) =>
  values.scope === "" ? [...typeScopes] : [values.scope];

/**
 * The request the server evaluates admin permissions from: it finds the object by its id, given as
 * the resource's name, within the resource type; without a scope it decides on all of them.
 */
export function adminEvaluationRequest(values: AdminEvaluationValues): ResourceEvaluation {
  return {
    userId: values.userId.trim(),
    resourceType: values.resourceType,
    resources: [
      {
        name: values.resource.trim(),
        scopes: values.scope === "" ? [] : [{ name: values.scope }],
      },
    ],
    entitlements: false,
    context: { attributes: {} },
  };
}
