import { routePath } from "./route-path";

/**
 * A permission of a client's authorization settings. Other areas link to it: the fine-grained
 * admin permissions (version 1) of users, groups, roles, clients and identity providers live in
 * the realm-management client's authorization settings.
 */
export const permissionDetailsPath =
  "/:realm/clients/:id/authorization/permission/:permissionType/:permissionId";

export interface PermissionDetailsParams {
  realm: string;
  /** The client's internal id. */
  id: string;
  /** `scope` or `resource`. */
  permissionType: "scope" | "resource";
  permissionId: string;
}

export const toPermissionDetails = (params: PermissionDetailsParams): string =>
  routePath(permissionDetailsPath, { ...params });
