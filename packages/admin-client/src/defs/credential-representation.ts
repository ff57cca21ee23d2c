/** A stored credential of a user (password, OTP, WebAuthn …). */
export interface CredentialRepresentation {
  id?: string;
  type?: string;
  userLabel?: string;
  /** Milliseconds since the epoch. */
  createdDate?: number;
  secretData?: string;
  credentialData?: string;
  priority?: number;
  /** Only meaningful when setting a password. */
  value?: string;
  temporary?: boolean;
}
