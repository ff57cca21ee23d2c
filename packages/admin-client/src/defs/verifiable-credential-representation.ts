/**
 * A verifiable credential (feature OID4VC_VCI) an administrator granted a user: the user may then
 * have credentials of this client scope issued to a wallet.
 */
export interface UserVerifiableCredentialRepresentation {
  /** Name of the realm's client scope (protocol `oid4vc`) that describes the credential. */
  credentialScopeName?: string;
  credentialConfigurationId?: string;
  /** Set by the server; grows each time the credential is updated. */
  revision?: string;
  /** Epoch milliseconds, set by the server. */
  createdDate?: number;
  updatedDate?: number;
  /** The user's attributes as they were when the credential was granted or last updated. */
  userAttributes?: Record<string, string[]>;
}

/** A credential issued to one of the user's wallets. */
export interface IssuedVerifiableCredentialRepresentation {
  id?: string;
  userId?: string;
  credentialType?: string;
  /** Epoch milliseconds. */
  issuedAt?: number;
  expiresAt?: number;
  /** The client (wallet) it was issued to. */
  clientId?: string;
  clientName?: string;
  clientBaseUrl?: string;
  revision?: string;
}
