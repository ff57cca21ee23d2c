import type { DecisionStrategy, PolicyRepresentation } from "@gatehouse/admin-client";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import type { PermissionType } from "@/shared/paths/client-authorization-paths";

/** The decision strategies a permission offers, in the order the form shows them. */
export const decisionStrategies = ["UNANIMOUS", "AFFIRMATIVE", "CONSENSUS"] as const;

export type { NamedChoice };

/** What the permission form edits; lists hold ids, their names are in `known`. */
export interface PermissionFormValues {
  name: string;
  description: string;
  /** Resource-based only: protect every resource of a type instead of chosen resources. */
  appliesToResourceType: boolean;
  resourceType: string;
  /** Resource-based: the protected resources. */
  resources: string[];
  /** Scope-based: the one resource whose scopes are protected, or empty for scopes of any. */
  resource: string;
  scopes: string[];
  policies: string[];
  decisionStrategy: DecisionStrategy;
}

/** What a saved permission is associated with, as the server lists it. */
export interface PermissionAssociations {
  resources: NamedChoice[];
  scopes: NamedChoice[];
  policies: NamedChoice[];
}

const ids = (choices: readonly NamedChoice[]): string[] => choices.map((choice) => choice.id);

function strategyOf(value: string | undefined): DecisionStrategy {
  return decisionStrategies.find((strategy) => strategy === value) ?? "UNANIMOUS";
}

/**
 * The form's values for a saved permission, or for a new one of the type (started with the
 * resource or scope its address names).
 */
export function permissionFormValues(
  type: PermissionType,
  saved?: { permission: PolicyRepresentation; associations: PermissionAssociations },
  selectedId?: string,
): PermissionFormValues {
  if (saved === undefined) {
    const selected = selectedId === undefined || selectedId === "" ? [] : [selectedId];
    return {
      name: "",
      description: "",
      appliesToResourceType: false,
      resourceType: "",
      resources: type === "resource" ? selected : [],
      resource: "",
      scopes: type === "scope" ? selected : [],
      policies: [],
      decisionStrategy: "UNANIMOUS",
    };
  }
  const { permission, associations } = saved;
  const resourceType = permission.resourceType ?? permission.config?.["defaultResourceType"] ?? "";
  return {
    name: permission.name ?? "",
    description: permission.description ?? "",
    appliesToResourceType: type === "resource" && resourceType !== "",
    resourceType,
    resources: type === "resource" ? ids(associations.resources) : [],
    resource: type === "scope" ? (associations.resources[0]?.id ?? "") : "",
    scopes: ids(associations.scopes),
    policies: ids(associations.policies),
    decisionStrategy: strategyOf(permission.decisionStrategy),
  };
}

/**
 * The permission to send. A resource-based permission protects either a resource type or chosen
 * resources, never both: the server would otherwise keep the resources it no longer shows.
 */
export function permissionFrom(
  type: PermissionType,
  values: PermissionFormValues,
  saved?: PolicyRepresentation,
): PolicyRepresentation {
  const byType = type === "resource" && values.appliesToResourceType;
  return {
    ...(saved?.id !== undefined && { id: saved.id }),
    type,
    name: values.name.trim(),
    description: values.description.trim(),
    logic: saved?.logic ?? "POSITIVE",
    decisionStrategy: values.decisionStrategy,
    resources:
      type === "scope"
        ? values.resource === ""
          ? []
          : [values.resource]
        : byType
          ? []
          : values.resources,
    scopes: type === "scope" ? values.scopes : [],
    policies: values.policies,
    ...(type === "resource" && { resourceType: byType ? values.resourceType.trim() : "" }),
  };
}
