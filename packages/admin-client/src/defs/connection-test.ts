/** Body of POST /testLDAPConnection and /ldap-server-capabilities. */
export interface TestLdapConnectionRepresentation {
  /** `testConnection` or `testAuthentication`. */
  action?: string;
  connectionUrl?: string;
  bindDn?: string;
  bindCredential?: string;
  useTruststoreSpi?: string;
  connectionTimeout?: string;
  /** An existing LDAP provider whose stored credential is used when `bindCredential` is masked. */
  componentId?: string;
  startTls?: string;
  authType?: string;
}

/** A capability (control, extension or feature OID) an LDAP server announces. */
export interface LdapCapabilityRepresentation {
  oid?: string;
  type?: "CONTROL" | "EXTENSION" | "FEATURE" | "UNKNOWN";
}

/** Body of POST /testSMTPConnection: the realm's SMTP settings to try. */
export type SmtpSettings = Record<string, string>;
