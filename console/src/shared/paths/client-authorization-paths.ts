import { routePath } from "./route-path";

/**
 * The addresses of a client's authorization services (its resource server): the tab with its own
 * tabs, and the pages of one resource, authorization scope, policy and permission. Other areas
 * link here: the fine-grained admin permissions (version 1) of users, groups, roles, clients and
 * identity providers live in the realm-management client's authorization settings. The parameter
 * names follow the specification: the tab's path names the client `clientId`, the others `id`;
 * both are the client's internal id.
 */
export const authorizationTabPath = "/:realm/clients/:clientId/authorization/:tab";
export const newResourcePath = "/:realm/clients/:id/authorization/resource/new";
export const resourceDetailsPath = "/:realm/clients/:id/authorization/resource/:resourceId?";
export const newAuthorizationScopePath = "/:realm/clients/:id/authorization/scope/new";
export const authorizationScopeDetailsPath = "/:realm/clients/:id/authorization/scope/:scopeId?";
export const newPolicyPath = "/:realm/clients/:id/authorization/policy/new/:policyType";
export const policyDetailsPath = "/:realm/clients/:id/authorization/policy/:policyId/:policyType";
export const newPermissionPath =
  "/:realm/clients/:id/authorization/permission/new/:permissionType/:selectedId?";
export const permissionDetailsPath =
  "/:realm/clients/:id/authorization/permission/:permissionType/:permissionId";

/** The authorization tab's own tabs, in the order they show. */
export const authorizationTabs = [
  "settings",
  "resources",
  "scopes",
  "policies",
  "permissions",
  "evaluate",
  "export",
] as const;
export type AuthorizationTab = (typeof authorizationTabs)[number];

/** A permission protects resources (or every resource of a type), or scopes of resources. */
export const permissionTypes = ["resource", "scope"] as const;
export type PermissionType = (typeof permissionTypes)[number];

export interface AuthorizationTabParams {
  realm: string;
  /** The client's internal id. */
  clientId: string;
  tab: AuthorizationTab;
}

/** A page of the client's resource server: `id` is the client's internal id. */
export interface ResourceServerParams {
  realm: string;
  id: string;
}

export interface ResourceDetailsParams extends ResourceServerParams {
  resourceId: string;
}

export interface AuthorizationScopeDetailsParams extends ResourceServerParams {
  scopeId: string;
}

export interface NewPolicyParams extends ResourceServerParams {
  /** A policy provider's type as the server names it: `role`, `group`, `user`, `time`, … */
  policyType: string;
}

export interface PolicyDetailsParams extends NewPolicyParams {
  policyId: string;
}

export interface NewPermissionParams extends ResourceServerParams {
  permissionType: PermissionType;
  /** A resource (resource-based) or scope (scope-based) to start the permission with. */
  selectedId?: string;
}

export interface PermissionDetailsParams extends ResourceServerParams {
  permissionType: PermissionType;
  permissionId: string;
}

export const toAuthorizationTab = (params: AuthorizationTabParams): string =>
  routePath(authorizationTabPath, { ...params });

export const toNewResource = (params: ResourceServerParams): string =>
  routePath(newResourcePath, { ...params });

export const toResourceDetails = (params: ResourceDetailsParams): string =>
  routePath(resourceDetailsPath, { ...params });

export const toNewAuthorizationScope = (params: ResourceServerParams): string =>
  routePath(newAuthorizationScopePath, { ...params });

export const toAuthorizationScopeDetails = (params: AuthorizationScopeDetailsParams): string =>
  routePath(authorizationScopeDetailsPath, { ...params });

export const toNewPolicy = (params: NewPolicyParams): string =>
  routePath(newPolicyPath, { ...params });

export const toPolicyDetails = (params: PolicyDetailsParams): string =>
  routePath(policyDetailsPath, { ...params });

export const toNewPermission = (params: NewPermissionParams): string =>
  routePath(newPermissionPath, { ...params });

export const toPermissionDetails = (params: PermissionDetailsParams): string =>
  routePath(permissionDetailsPath, { ...params });
