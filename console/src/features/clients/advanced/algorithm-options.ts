import type { ServerInfoRepresentation } from "@gatehouse/admin-client";

/** The algorithms the server supports, by what they are for, sorted by name. */
export interface AlgorithmOptions {
  signature: string[];
  /** Key management (JWE `alg`). */
  keyEncryption: string[];
  /** Content encryption (JWE `enc`). */
  contentEncryption: string[];
}

export function algorithmOptions(serverInfo: ServerInfoRepresentation): AlgorithmOptions {
  const names = (spi: string) =>
    Object.keys(serverInfo.providers?.[spi]?.providers ?? {}).sort((a, b) => a.localeCompare(b));
  return {
    signature: names("signature"),
    keyEncryption: names("cekmanagement"),
    contentEncryption: names("contentencryption"),
  };
}
