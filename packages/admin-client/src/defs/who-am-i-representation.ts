/** The signed-in administrator as the console sees them (GET /admin/{realm}/console/whoami). */
export interface WhoAmIRepresentation {
  userId: string;
  /** Realm the administrator signed in to. */
  realm: string;
  displayName: string;
  locale: string;
  createRealm: boolean;
  /** Realm name to the admin roles held in it. */
  realm_access: Record<string, string[]>;
  /** Whether the account is a temporary bootstrap administrator. */
  temporary: boolean;
}
