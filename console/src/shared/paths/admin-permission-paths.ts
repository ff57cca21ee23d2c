import { routePath } from "./route-path";

/**
 * The addresses of the fine-grained admin permissions (version 2), kept in the realm's
 * admin-permissions client. Other sections link here: their version 1 permission tabs point to
 * this section when the realm uses version 2. `permissionClientId` is that client's internal id.
 */
export const adminPermissionsPath = "/:realm/permissions";
export const adminPermissionsTabPath = "/:realm/permissions/:permissionClientId/:tab";
export const adminPermissionPoliciesPath = "/:realm/permissions/:permissionClientId/policies";
export const newAdminPermissionPath =
  "/:realm/permissions/:permissionClientId/permission/new/:resourceType";
export const adminPermissionDetailsPath =
  "/:realm/permissions/:permissionClientId/permission/:permissionId/:resourceType";
export const newAdminPolicyPath =
  "/:realm/permissions/:permissionClientId/policies/new/:policyType";
export const adminPolicyDetailsPath =
  "/:realm/permissions/:permissionClientId/policies/:policyId/:policyType";

/** The section's tabs, in the order they show. */
export const adminPermissionsTabs = ["permissions", "policies", "evaluate"] as const;
export type AdminPermissionsTab = (typeof adminPermissionsTabs)[number];

export interface AdminPermissionsParams {
  realm: string;
}

export interface AdminPermissionsTabParams extends AdminPermissionsParams {
  permissionClientId: string;
  tab: AdminPermissionsTab;
}

export interface NewAdminPermissionParams extends AdminPermissionsParams {
  permissionClientId: string;
  /** A resource type as the server names it: `Users`, `Groups`, `Clients`, `Roles`, … */
  resourceType: string;
}

export interface AdminPermissionDetailsParams extends NewAdminPermissionParams {
  permissionId: string;
}

export interface NewAdminPolicyParams extends AdminPermissionsParams {
  permissionClientId: string;
  policyType: string;
}

export interface AdminPolicyDetailsParams extends NewAdminPolicyParams {
  policyId: string;
}

export const toAdminPermissions = (params: AdminPermissionsParams): string =>
  routePath(adminPermissionsPath, { ...params });

export const toAdminPermissionsTab = (params: AdminPermissionsTabParams): string =>
  routePath(adminPermissionsTabPath, { ...params });

/**
 * The query parameter of the create page naming one object (by id) the new permission starts
 * limited to: an object's permissions tab opens the page with it chosen.
 */
export const preselectedResourceParam = "resource";

export const toNewAdminPermission = (
  params: NewAdminPermissionParams,
  preselectedResource?: string,
): string => {
  const path = routePath(newAdminPermissionPath, { ...params });
  if (preselectedResource === undefined || preselectedResource === "") return path;
  return `${path}?${new URLSearchParams({ [preselectedResourceParam]: preselectedResource }).toString()}`;
};

export const toAdminPermissionDetails = (params: AdminPermissionDetailsParams): string =>
  routePath(adminPermissionDetailsPath, { ...params });

export const toNewAdminPolicy = (params: NewAdminPolicyParams): string =>
  routePath(newAdminPolicyPath, { ...params });

export const toAdminPolicyDetails = (params: AdminPolicyDetailsParams): string =>
  routePath(adminPolicyDetailsPath, { ...params });
