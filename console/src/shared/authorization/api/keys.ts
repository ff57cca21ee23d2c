/**
 * Query keys of a client's authorization services (its resource server); every query and
 * invalidation goes through these. The clients section's authorization tab and the fine-grained
 * admin permissions (version 2, kept in the admin-permissions client's resource server) share them,
 * so a policy saved in one shows in the other. Keys of one resource server start with
 * `server(realm, clientId)`: importing a whole resource server reloads everything under it.
 */
export const authorizationKeys = {
  server: (realm: string, clientId: string) => ["authorization", realm, clientId] as const,
  /** The resource server's settings (enforcement mode, decision strategy, …). */
  settings: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "settings"] as const,
  resources: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "resources"] as const,
  resource: (realm: string, clientId: string, resourceId: string) =>
    ["authorization", realm, clientId, "resources", resourceId] as const,
  scopes: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "scopes"] as const,
  scope: (realm: string, clientId: string, scopeId: string) =>
    ["authorization", realm, clientId, "scopes", scopeId] as const,
  /** Policies and permissions: the server keeps both as policies, permissions by their type. */
  policies: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "policies"] as const,
  policy: (realm: string, clientId: string, policyId: string) =>
    ["authorization", realm, clientId, "policies", policyId] as const,
  permissions: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "permissions"] as const,
  permission: (realm: string, clientId: string, permissionId: string) =>
    ["authorization", realm, clientId, "permissions", permissionId] as const,
  /** The policy types the server offers (`policy/providers`). */
  policyProviders: (realm: string, clientId: string) =>
    ["authorization", realm, clientId, "policy-providers"] as const,
};
