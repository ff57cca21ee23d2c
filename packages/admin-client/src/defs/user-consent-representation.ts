/** A client a user has consented to, with the granted scopes. */
export interface UserConsentRepresentation {
  clientId?: string;
  grantedClientScopes?: string[];
  /** Milliseconds since the epoch. */
  createdDate?: number;
  /** Milliseconds since the epoch. */
  lastUpdatedDate?: number;
  /** Only in the consents listing: roles and scopes shown on the consent screen. */
  additionalGrants?: { client?: string; key?: string }[];
}
