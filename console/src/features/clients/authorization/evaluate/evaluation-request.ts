import type { ResourceEvaluation } from "@gatehouse/admin-client";
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
