/**
 * Query keys of the clients area; every query and invalidation goes through these. Keys of one
 * client start with `client(realm, id)`, so saving or deleting the client reloads (or drops) all of
 * them. Add a key here, under `client(...)` when it belongs to one client, rather than inline.
 */
export const clientsKeys = {
  all: (realm: string) => ["clients", realm] as const,
  lists: (realm: string) => ["clients", realm, "list"] as const,
  client: (realm: string, id: string) => ["clients", realm, "client", id] as const,
  initialAccessTokens: (realm: string) => ["clients", realm, "initial-access-tokens"] as const,
  registrationPolicies: (realm: string) => ["clients", realm, "registration-policies"] as const,
  registrationPolicyProviders: (realm: string) =>
    ["clients", realm, "registration-policy-providers"] as const,
  authenticationFlows: (realm: string) => ["clients", realm, "authentication-flows"] as const,
  /** The client's assigned default and optional client scopes. */
  assignedScopes: (realm: string, id: string) =>
    ["clients", realm, "client", id, "assigned-scopes"] as const,
  /** What the client's tokens would hold, evaluated for its scopes (and a user). */
  evaluation: (realm: string, id: string) => ["clients", realm, "client", id, "evaluate"] as const,
  adapterConfig: (realm: string, id: string, providerId: string) =>
    ["clients", realm, "client", id, "adapter-config", providerId] as const,
  clientAuthenticators: (realm: string) => ["clients", realm, "client-authenticators"] as const,
  keyInfo: (realm: string, id: string, attr: string) =>
    ["clients", realm, "client", id, "key-info", attr] as const,
  /** The client's regular and offline sessions; the table appends the page request. */
  sessions: (realm: string, id: string) => ["clients", realm, "client", id, "sessions"] as const,
  /** The user the client acts as when it signs in on its own behalf. */
  serviceAccountUser: (realm: string, id: string) =>
    ["clients", realm, "client", id, "service-account-user"] as const,
};
