/**
 * A user event type. The server knows many more (see serverinfo `enums.eventType`), so any string is
 * accepted; the common ones are listed for completion.
 */
export type EventType =
  | "LOGIN"
  | "LOGIN_ERROR"
  | "REGISTER"
  | "REGISTER_ERROR"
  | "LOGOUT"
  | "LOGOUT_ERROR"
  | "CODE_TO_TOKEN"
  | "CODE_TO_TOKEN_ERROR"
  | "CLIENT_LOGIN"
  | "CLIENT_LOGIN_ERROR"
  | "REFRESH_TOKEN"
  | "REFRESH_TOKEN_ERROR"
  | "UPDATE_PASSWORD"
  | "UPDATE_PASSWORD_ERROR"
  | "UPDATE_PROFILE"
  | "UPDATE_PROFILE_ERROR"
  | "UPDATE_EMAIL"
  | "UPDATE_EMAIL_ERROR"
  | "VERIFY_EMAIL"
  | "VERIFY_EMAIL_ERROR"
  | "SEND_VERIFY_EMAIL"
  | "SEND_RESET_PASSWORD"
  | "RESET_PASSWORD"
  | "IMPERSONATE"
  | "TOKEN_EXCHANGE"
  | "TOKEN_EXCHANGE_ERROR"
  | (string & Record<never, never>);

/** A user event (login, logout, token exchange …). */
export interface EventRepresentation {
  id?: string;
  /** Milliseconds since the epoch. */
  time?: number;
  type?: EventType;
  realmId?: string;
  clientId?: string;
  userId?: string;
  sessionId?: string;
  ipAddress?: string;
  error?: string;
  details?: Record<string, string>;
}

export interface AuthDetailsRepresentation {
  realmId?: string;
  clientId?: string;
  userId?: string;
  ipAddress?: string;
}

export type OperationType = "CREATE" | "UPDATE" | "DELETE" | "ACTION";

/** A change made through the Admin API. */
export interface AdminEventRepresentation {
  id?: string;
  /** Milliseconds since the epoch. */
  time?: number;
  realmId?: string;
  authDetails?: AuthDetailsRepresentation;
  operationType?: OperationType;
  resourceType?: string;
  resourcePath?: string;
  /** The request body, when the realm records details. */
  representation?: string;
  error?: string;
  details?: Record<string, string>;
}

/** Which events a realm records and where they go (GET/PUT /events/config). */
export interface RealmEventsConfigRepresentation {
  eventsEnabled?: boolean;
  /** Seconds events are kept. */
  eventsExpiration?: number;
  eventsListeners?: string[];
  enabledEventTypes?: string[];
  adminEventsEnabled?: boolean;
  adminEventsDetailsEnabled?: boolean;
}

/** A point in time for the event filters: a date (`yyyy-MM-dd`), milliseconds since the epoch, or a Date. */
export type EventDate = string | number | Date;

/** Filters of GET /events. */
export interface EventQuery {
  client?: string;
  dateFrom?: EventDate;
  dateTo?: EventDate;
  first?: number;
  ipAddress?: string;
  max?: number;
  type?: EventType | EventType[];
  user?: string;
  /** "asc" or "desc" by time. */
  direction?: "asc" | "desc";
}

/** Filters of GET /admin-events. */
export interface AdminEventQuery {
  authClient?: string;
  authIpAddress?: string;
  authRealm?: string;
  authUser?: string;
  dateFrom?: EventDate;
  dateTo?: EventDate;
  first?: number;
  max?: number;
  operationTypes?: OperationType | OperationType[];
  resourcePath?: string;
  resourceTypes?: string | string[];
  /** "asc" or "desc" by time. */
  direction?: "asc" | "desc";
}
