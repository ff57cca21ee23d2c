/** An online or offline session of a user. */
export interface UserSessionRepresentation {
  id?: string;
  username?: string;
  userId?: string;
  ipAddress?: string;
  /** Milliseconds since the epoch. */
  start?: number;
  /** Milliseconds since the epoch. */
  lastAccess?: number;
  rememberMe?: boolean;
  /** Client id (internal) to clientId of the clients in the session. */
  clients?: Record<string, string>;
  transientUser?: boolean;
}
