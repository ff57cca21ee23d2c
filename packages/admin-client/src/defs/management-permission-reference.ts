/** Fine-grained (v1) admin permissions of a client, group, role, user set or identity provider. */
export interface ManagementPermissionReference {
  enabled?: boolean;
  /** Id of the resource in the realm-management authorization server. */
  resource?: string;
  /** Scope name (view, manage, map-roles, …) to the id of its permission. */
  scopePermissions?: Record<string, string>;
}
