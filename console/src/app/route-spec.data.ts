import type { RouteAccess } from "@/shared/access/rights";

/** One route the product must offer, transcribed: name, react-router path (`?` marks an optional segment), access. */
export interface SpecRoute {
  name: string;
  path: string;
  access: RouteAccess;
}

const anyone = "anyone" as const;
const all = (...rights: Extract<RouteAccess, { all: unknown }>["all"]) => ({ all: rights });
const any = (...rights: Extract<RouteAccess, { any: unknown }>["any"]) => ({ any: rights });

const authorizationEditors = any("manage-clients", "manage-authorization");
const authorizationViewers = any("manage-clients", "view-authorization", "manage-authorization");
const permissionViewers = any("view-realm", "view-clients", "view-users");

/**
 * Every route the product must offer, with its access rights. The route table is checked
 * against this list; it is test data, kept apart from the table on purpose.
 */
export const specRoutes: SpecRoute[] = [
  // Home and declarative pages
  { name: "home-root", path: "/", access: anyone },
  { name: "home", path: "/:realm", access: anyone },
  { name: "home-tab", path: "/:realm/:tab", access: anyone },
  { name: "page-section", path: "/:realm?/page-section/:providerId", access: all("view-realm") },
  {
    name: "page-section-details",
    path: "/:realm?/page-section/:providerId/:id",
    access: all("view-realm"),
  },
  {
    name: "page-section-add",
    path: "/:realm?/page-section/:providerId/add",
    access: all("view-realm"),
  },

  // Authentication
  {
    name: "authentication",
    path: "/:realm/authentication",
    access: all("view-realm", "view-identity-providers", "view-clients"),
  },
  {
    name: "authentication-tab",
    path: "/:realm/authentication/:tab",
    access: all("view-realm", "view-identity-providers", "view-clients"),
  },
  {
    name: "create-flow",
    path: "/:realm/authentication/flows/create",
    access: all("manage-authorization"),
  },
  { name: "flow", path: "/:realm/authentication/:id/:usedBy", access: all("view-authorization") },
  {
    name: "flow-built-in",
    path: "/:realm/authentication/:id/:usedBy/:builtIn",
    access: all("view-authorization"),
  },

  // Client scopes
  { name: "client-scopes", path: "/:realm/client-scopes", access: all("view-clients") },
  { name: "client-scope", path: "/:realm/client-scopes/:id/:tab", access: all("view-clients") },
  {
    name: "client-scope-mapper",
    path: "/:realm/client-scopes/:id/mappers/:mapperId/:viewMode",
    access: all("view-clients"),
  },
  { name: "new-client-scope", path: "/:realm/client-scopes/new", access: all("manage-clients") },

  // Clients
  { name: "clients", path: "/:realm/clients", access: all("query-clients") },
  { name: "clients-tab", path: "/:realm/clients/:tab", access: all("query-clients") },
  { name: "add-client", path: "/:realm/clients/add-client", access: all("manage-clients") },
  { name: "import-client", path: "/:realm/clients/import-client", access: all("manage-clients") },
  {
    name: "create-initial-access-token",
    path: "/:realm/clients/initialAccessToken/create",
    access: all("manage-clients"),
  },
  {
    name: "client-registration-provider",
    path: "/:realm/clients/client-registration/:subTab/:providerId/:id?",
    access: all("manage-clients"),
  },
  {
    name: "client-registration",
    path: "/:realm/clients/client-registration/:subTab",
    access: all("view-clients"),
  },
  { name: "client", path: "/:realm/clients/:clientId/:tab", access: all("query-clients") },
  {
    name: "client-scopes-tab",
    path: "/:realm/clients/:clientId/clientScopes/:tab",
    access: all("view-clients"),
  },
  {
    name: "dedicated-scopes",
    path: "/:realm/clients/:clientId/clientScopes/dedicated/:tab?",
    access: all("view-clients"),
  },
  {
    name: "dedicated-scope-mapper",
    path: "/:realm/clients/:id/clientScopes/dedicated/mappers/:mapperId/:viewMode",
    access: all("view-clients"),
  },
  {
    name: "client-role",
    path: "/:realm/clients/:clientId/roles/:id/:tab",
    access: all("query-clients"),
  },
  {
    name: "new-client-role",
    path: "/:realm/clients/:clientId/roles/new",
    access: all("query-clients"),
  },
  {
    name: "authorization-tab",
    path: "/:realm/clients/:clientId/authorization/:tab",
    access: any("view-authorization", "manage-authorization"),
  },
  {
    name: "new-permission",
    path: "/:realm/clients/:id/authorization/permission/new/:permissionType/:selectedId?",
    access: authorizationEditors,
  },
  {
    name: "new-policy",
    path: "/:realm/clients/:id/authorization/policy/new/:policyType",
    access: authorizationEditors,
  },
  {
    name: "new-resource",
    path: "/:realm/clients/:id/authorization/resource/new",
    access: authorizationEditors,
  },
  {
    name: "new-scope",
    path: "/:realm/clients/:id/authorization/scope/new",
    access: authorizationEditors,
  },
  {
    name: "permission-details",
    path: "/:realm/clients/:id/authorization/permission/:permissionType/:permissionId",
    access: authorizationViewers,
  },
  {
    name: "policy-details",
    path: "/:realm/clients/:id/authorization/policy/:policyId/:policyType",
    access: authorizationViewers,
  },
  {
    name: "resource-details",
    path: "/:realm/clients/:id/authorization/resource/:resourceId?",
    access: authorizationViewers,
  },
  {
    name: "scope-details",
    path: "/:realm/clients/:id/authorization/scope/:scopeId?",
    access: any("manage-clients", "view-authorization"),
  },

  // Events, groups, sessions
  { name: "events", path: "/:realm/events", access: all("view-events") },
  { name: "events-tab", path: "/:realm/events/:tab", access: all("view-events") },
  { name: "groups", path: "/:realm/groups/*", access: all("query-groups") },
  { name: "group", path: "/:realm/groups/:id", access: all("query-groups") },
  {
    name: "sessions",
    path: "/:realm/sessions",
    access: all("view-realm", "view-clients", "view-users"),
  },

  // Identity providers
  {
    name: "identity-providers",
    path: "/:realm/identity-providers",
    access: all("view-identity-providers"),
  },
  {
    name: "identity-provider",
    path: "/:realm/identity-providers/:providerId/:alias/:tab",
    access: all("view-identity-providers"),
  },
  ...["keycloak-oidc", "oidc", "saml", "spiffe", "kubernetes", "oauth2"].map((type) => ({
    name: `add-${type}-identity-provider`,
    path: `/:realm/identity-providers/${type}/add`,
    access: all("manage-identity-providers"),
  })),
  {
    name: "add-identity-provider",
    path: "/:realm/identity-providers/:providerId/add",
    access: all("manage-identity-providers"),
  },
  // The spec names no right for the mapper pages: creating one needs the manage right; a mapper's
  // page opens for those who may view providers, read-only without the manage right.
  {
    name: "identity-provider-create-mapper",
    path: "/:realm/identity-providers/:providerId/:alias/:tab/create",
    access: all("manage-identity-providers"),
  },
  {
    name: "identity-provider-edit-mapper",
    path: "/:realm/identity-providers/:providerId/:alias/mappers/:id",
    access: all("view-identity-providers"),
  },

  // Organizations
  { name: "organizations", path: "/:realm/organizations", access: all("query-groups") },
  { name: "new-organization", path: "/:realm/organizations/new", access: all("manage-users") },
  { name: "organization", path: "/:realm/organizations/:id/:tab", access: all("manage-users") },

  // Permissions
  {
    name: "permissions",
    path: "/:realm/permissions",
    access: all("view-realm", "view-clients", "view-users"),
  },
  {
    name: "permissions-tab",
    path: "/:realm/permissions/:permissionClientId/:tab",
    access: permissionViewers,
  },
  {
    name: "permission-policies",
    path: "/:realm/permissions/:permissionClientId/policies",
    access: permissionViewers,
  },
  {
    name: "new-permission-configuration",
    path: "/:realm/permissions/:permissionClientId/permission/new/:resourceType",
    access: authorizationEditors,
  },
  {
    name: "new-permission-policy",
    path: "/:realm/permissions/:permissionClientId/policies/new/:policyType",
    access: authorizationEditors,
  },
  {
    name: "permission-configuration-details",
    path: "/:realm/permissions/:permissionClientId/permission/:permissionId/:resourceType",
    access: authorizationViewers,
  },
  {
    name: "permission-policy-details",
    path: "/:realm/permissions/:permissionClientId/policies/:policyId/:policyType",
    access: authorizationViewers,
  },

  // Realm roles
  { name: "realm-roles", path: "/:realm/roles", access: all("view-realm") },
  { name: "realm-role", path: "/:realm/roles/:id/:tab", access: all("view-realm", "view-users") },
  { name: "new-realm-role", path: "/:realm/roles/new", access: all("manage-realm") },

  // Realm settings
  { name: "realm-settings", path: "/:realm/realm-settings", access: all("view-realm") },
  { name: "realm-settings-tab", path: "/:realm/realm-settings/:tab", access: all("view-realm") },
  { name: "themes-tab", path: "/:realm/realm-settings/themes/:tab", access: all("view-realm") },
  { name: "keys-tab", path: "/:realm/realm-settings/keys/:tab", access: all("view-realm") },
  {
    name: "key-provider",
    path: "/:realm/realm-settings/keys/providers/:id/:providerType/settings",
    access: all("view-realm"),
  },
  {
    name: "user-profile-tab",
    path: "/:realm/realm-settings/user-profile/:tab",
    access: all("view-realm"),
  },
  {
    name: "add-attribute",
    path: "/:realm/realm-settings/user-profile/attributes/add-attribute",
    access: all("manage-realm"),
  },
  {
    name: "edit-attribute",
    path: "/:realm/realm-settings/user-profile/attributes/:attributeName/edit-attribute",
    access: all("manage-realm"),
  },
  {
    name: "new-attributes-group",
    path: "/:realm/realm-settings/user-profile/attributesGroup/new",
    access: all("view-realm"),
  },
  {
    name: "edit-attributes-group",
    path: "/:realm/realm-settings/user-profile/attributesGroup/edit/:name",
    access: all("view-realm"),
  },
  {
    name: "client-policies-tab",
    path: "/:realm/realm-settings/client-policies/:tab",
    access: all("view-realm"),
  },
  {
    name: "new-client-policy",
    path: "/:realm/realm-settings/client-policies/policies/add-client-policy",
    access: all("manage-clients"),
  },
  {
    name: "new-client-policy-condition",
    path: "/:realm/realm-settings/client-policies/:policyName/edit-policy/create-condition",
    access: all("manage-clients"),
  },
  {
    name: "edit-client-policy-condition",
    path: "/:realm/realm-settings/client-policies/:policyName/edit-policy/:conditionName/edit-condition",
    access: all("manage-clients"),
  },
  {
    name: "edit-client-policy",
    path: "/:realm/realm-settings/client-policies/:policyName/edit-policy",
    access: all("manage-realm"),
  },
  {
    name: "add-client-profile",
    path: "/:realm/realm-settings/client-policies/:tab/add-profile",
    access: all("manage-realm"),
  },
  {
    name: "add-executor",
    path: "/:realm/realm-settings/client-policies/:profileName/add-executor",
    access: all("manage-realm"),
  },
  {
    name: "executor",
    path: "/:realm/realm-settings/client-policies/:profileName/edit-profile/:executorName",
    access: all("manage-realm"),
  },
  {
    name: "client-profile",
    path: "/:realm/realm-settings/client-policies/:profileName/edit-profile",
    access: all("view-realm", "view-users"),
  },

  // Realms
  { name: "realms", path: "/:realm/realms", access: anyone },

  // User federation
  ...[
    ["user-federation", ""],
    ["user-federation-kerberos", "/kerberos"],
    ["user-federation-ldap", "/ldap"],
    ["new-kerberos", "/kerberos/new"],
    ["kerberos", "/kerberos/:id"],
    ["new-ldap", "/ldap/new"],
    ["ldap", "/ldap/:id"],
    ["ldap-tab", "/ldap/:id/:tab"],
    ["ldap-mapper", "/ldap/:id/mappers/:mapperId"],
    ["new-custom-user-federation", "/:providerId/new"],
    ["custom-user-federation", "/:providerId/:id"],
  ].map(([name = "", suffix = ""]) => ({
    name,
    path: `/:realm/user-federation${suffix}`,
    access: all("view-realm"),
  })),

  // Users
  { name: "users", path: "/:realm/users", access: all("query-users") },
  { name: "users-tab", path: "/:realm/users/:tab", access: all("query-users") },
  { name: "add-user", path: "/:realm/users/add-user", access: all("query-users", "query-groups") },
  { name: "user", path: "/:realm/users/:id/:tab", access: all("query-users") },

  // Workflows
  { name: "workflows", path: "/:realm/workflows", access: all("view-realm") },
  { name: "new-workflow", path: "/:realm/workflows/new", access: all("manage-realm") },

  // Extensions
  { name: "ext-organizations", path: "/:realm/ext-organizations", access: all("query-clients") },
  {
    name: "ext-organization",
    path: "/:realm/ext-organizations/:orgId/:tab",
    access: all("view-clients"),
  },
  { name: "ext-styles", path: "/:realm/ext-styles", access: all("query-clients") },
  { name: "ext-styles-tab", path: "/:realm/ext-styles/:tab", access: all("query-clients") },

  // Unknown paths
  { name: "not-found", path: "*", access: anyone },
];
