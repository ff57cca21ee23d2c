import type { CredentialRepresentation } from "./credential-representation.js";
import type { FederatedIdentityRepresentation } from "./federated-identity-representation.js";
import type { UserConsentRepresentation } from "./user-consent-representation.js";
import type { UserProfileMetadata } from "./user-profile.js";

/** A user of a realm. */
export interface UserRepresentation {
  id?: string;
  /** Milliseconds since the epoch. */
  createdTimestamp?: number;
  username?: string;
  enabled?: boolean;
  totp?: boolean;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  federationLink?: string;
  serviceAccountClientId?: string;
  attributes?: Record<string, string[]>;
  credentials?: CredentialRepresentation[];
  disableableCredentialTypes?: string[];
  requiredActions?: string[];
  federatedIdentities?: FederatedIdentityRepresentation[];
  realmRoles?: string[];
  clientRoles?: Record<string, string[]>;
  clientConsents?: UserConsentRepresentation[];
  notBefore?: number;
  groups?: string[];
  /** Operation to boolean: what the calling administrator may do with the user. */
  access?: Record<string, boolean>;
  origin?: string;
  self?: string;
  userProfileMetadata?: UserProfileMetadata;
}

/** Query of GET /users. */
export interface UserQuery {
  briefRepresentation?: boolean;
  email?: string;
  emailVerified?: boolean;
  enabled?: boolean;
  exact?: boolean;
  first?: number;
  firstName?: string;
  idpAlias?: string;
  idpUserId?: string;
  lastName?: string;
  max?: number;
  /** Attribute search, `key:value key2:value2`. */
  q?: string;
  search?: string;
  username?: string;
}
