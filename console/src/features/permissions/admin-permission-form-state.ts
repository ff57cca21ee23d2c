import type { PolicyRepresentation } from "@gatehouse/admin-client";
import type { NamedChoice } from "@/shared/authorization/named-choice";

/** A stored admin permission with what it names, as the server lists them. */
export interface LoadedAdminPermission {
  permission: PolicyRepresentation;
  /** The users, groups, clients or roles it is limited to; none means every one of the type. */
  resources: NamedChoice[];
  scopes: string[];
  policies: NamedChoice[];
}

/** What the admin permission form edits. */
export interface AdminPermissionFormValues {
  name: string;
  description: string;
  /** Every object of the resource type, or only the chosen `resources`. */
  appliesTo: "all" | "chosen";
  /** Ids of the chosen users, groups, clients or roles. */
  resources: string[];
  scopes: string[];
  /** Ids of the policies that decide whether the scopes are granted. */
  policies: string[];
}

export function adminPermissionFormValues(
  loaded?: LoadedAdminPermission,
): AdminPermissionFormValues {
  if (loaded === undefined)
    return { name: "", description: "", appliesTo: "all", resources: [], scopes: [], policies: [] };
  return {
    name: loaded.permission.name ?? "",
    description: loaded.permission.description ?? "",
    appliesTo: loaded.resources.length === 0 ? "all" : "chosen",
    resources: loaded.resources.map((resource) => resource.id),
    scopes: [...loaded.scopes],
    policies: loaded.policies.map((policy) => policy.id),
  };
}

/**
 * The scope permission to send. The server keeps the objects by their ids and applies a permission
 * without any to every object of its type, so "all" sends none.
 */
export function adminPermissionFrom(
  resourceType: string,
  values: AdminPermissionFormValues,
  stored?: PolicyRepresentation,
): PolicyRepresentation {
  const description = values.description.trim();
  return {
    ...(stored?.id !== undefined && { id: stored.id }),
    name: values.name.trim(),
    description,
    resourceType,
    resources: values.appliesTo === "all" ? [] : [...values.resources],
    scopes: [...values.scopes],
    policies: [...values.policies],
    decisionStrategy: stored?.decisionStrategy ?? "UNANIMOUS",
    logic: stored?.logic ?? "POSITIVE",
  };
}
