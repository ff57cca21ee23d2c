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
