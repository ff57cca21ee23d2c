/** Key material of a client for one attribute prefix (e.g. `jwt.credential`, `saml.signing`). */
export interface CertificateRepresentation {
  privateKey?: string;
  publicKey?: string;
  certificate?: string;
  kid?: string;
  /** JSON Web Key Set text, where the key has one (identity-provider certificate upload). */
  jwks?: string;
}

/** How to package a client key for download. */
export interface KeyStoreConfig {
  realmCertificate?: boolean;
  storePassword?: string;
  keyPassword?: string;
  keyAlias?: string;
  realmAlias?: string;
  /** `JKS`, `PKCS12` or `BCFKS`. */
  format?: string;
  keySize?: number;
  validity?: number;
}
