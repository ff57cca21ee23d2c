import type { CredentialRepresentation } from "@gatehouse/admin-client";

/**
 * A credential that a federation provider keeps (an LDAP password): the server lists it without
 * an id, so it cannot be renamed, moved or deleted from the realm.
 */
export function isFederatedCredential(credential: CredentialRepresentation): boolean {
  return credential.id === undefined || credential.id === "";
}

/**
 * The rows of the credentials tab: the credentials the realm stores, in the order the server
 * tries them, then one row per credential type the user's federation provider keeps. Newer
 * servers list those in the credentials already; older ones only answer their types, so both
 * are merged and each type shows once.
 *
 * @example
 * credentialRows([{ id: "1", type: "otp" }], ["password"]);
 * // [{ id: "1", type: "otp" }, { type: "password" }]
 */
export function credentialRows(
  listed: readonly CredentialRepresentation[],
  providerTypes: readonly string[],
): CredentialRepresentation[] {
  const stored = listed.filter((credential) => !isFederatedCredential(credential));
  const federatedTypes = new Set([
    ...listed.filter(isFederatedCredential).flatMap((credential) => credential.type ?? []),
    ...providerTypes,
  ]);
  return [...stored, ...[...federatedTypes].map((type) => ({ type }))];
}

/** A row's key: the credential id, or its type for one a federation provider keeps. */
export function credentialRowKey(credential: CredentialRepresentation): string {
  return isFederatedCredential(credential)
    ? `federated:${credential.type ?? ""}`
    : (credential.id ?? "");
}
