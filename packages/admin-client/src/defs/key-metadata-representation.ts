export type KeyStatus = "ACTIVE" | "PASSIVE" | "DISABLED";
export type KeyUse = "SIG" | "ENC";

/** One key of a realm as GET /keys describes it. */
export interface KeyMetadataRepresentation {
  providerId?: string;
  providerPriority?: number;
  kid?: string;
  status?: KeyStatus;
  type?: string;
  algorithm?: string;
  publicKey?: string;
  certificate?: string;
  use?: KeyUse;
  /** Milliseconds since the epoch. */
  validTo?: number;
}

/** GET /keys: the active key id per algorithm and every key. */
export interface KeysMetadataRepresentation {
  active?: Record<string, string>;
  keys?: KeyMetadataRepresentation[];
}
