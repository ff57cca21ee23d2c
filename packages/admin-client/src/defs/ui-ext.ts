/** A realm in the console's realm-name search. */
export interface RealmNameRepresentation {
  name: string;
  displayName?: string;
}

/** What the console extension reports about the server (GET /ui-ext/info). */
export interface UiExtInfoRepresentation {
  userProfileProvidersEnabled?: boolean;
  [key: string]: unknown;
}

/** A role as the console extension lists it: realm roles have no client. */
export interface UiRoleRepresentation {
  id: string;
  /** The role's name. */
  role: string;
  /** The owning client's clientId; absent for realm roles. */
  client?: string;
  /** The owning client's internal id; absent for realm roles. */
  clientId?: string;
  description?: string;
}

/**
 * Whose roles the role endpoints of the console extension look at; `clients` means a client's
 * scope mappings.
 */
export type UiRoleHolderType = "users" | "groups" | "clients" | "clientScopes" | "roles";

/** A page of one holder's roles, optionally filtered by name. */
export interface UiRolePageQuery {
  type: UiRoleHolderType;
  id: string;
  first?: number;
  max?: number;
  search?: string;
}

/** Which sessions the console extension's session listing returns. */
export type UiSessionType = "ALL" | "REGULAR" | "OFFLINE";

/** A page of the realm's sessions, optionally filtered by type and searched by user name or address. */
export interface UiSessionPageQuery {
  type?: UiSessionType;
  search?: string;
  first?: number;
  max?: number;
}

/** A session as the console extension lists it: the user and the clients it signed in to. */
export interface UiSessionRepresentation {
  id: string;
  username?: string;
  userId?: string;
  ipAddress?: string;
  /** Milliseconds since the epoch. */
  start?: number;
  /** Milliseconds since the epoch. */
  lastAccess?: number;
  type?: "REGULAR" | "OFFLINE";
  /** The clients of the session: internal id → clientId. */
  clients?: Record<string, string>;
  transientUser?: boolean;
}
