import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { RealmChanges } from "@/shared/realm-form/realm-changes";

/** The signature algorithms the server can check a WebAuthn credential's signatures with. */
export const webAuthnAlgorithms = [
  "ES256",
  "ES384",
  "ES512",
  "RS256",
  "RS384",
  "RS512",
  "RS1",
  "Ed25519",
] as const;

/** The value the server stores for "leave it to the browser and the authenticator". */
export const notSpecified = "not specified";

export const attestationPreferences = [notSpecified, "none", "indirect", "direct", "enterprise"];
export const authenticatorAttachments = [notSpecified, "platform", "cross-platform"];
export const residentKeyRequirements = [notSpecified, "discouraged", "preferred", "required"];
/** What releases before 26.5 store instead, under `…RequireResidentKey`. */
export const legacyResidentKeyRequirements = [notSpecified, "Yes", "No"];

/**
 * Whether the realm stores the resident key requirement the way releases before 26.5 do, as
 * `…RequireResidentKey` ("Yes" or "No"): those releases do not know `…ResidentKey` and refuse a
 * realm that names it. Later releases list both, the old one only for compatibility.
 */
export function usesLegacyResidentKey(realm: RealmRepresentation, passwordless: boolean): boolean {
  const prefix = passwordless ? "webAuthnPolicyPasswordless" : "webAuthnPolicy";
  return !(`${prefix}ResidentKey` in realm) && `${prefix}RequireResidentKey` in realm;
}
export const userVerificationRequirements = [notSpecified, "required", "preferred", "discouraged"];

/** The registration timeout in seconds; 0 leaves it to the browser. */
export const webAuthnTimeoutBounds = { min: 0, max: 31_536 } as const;

export interface WebAuthnFormValues {
  rpEntityName: string;
  signatureAlgorithms: string[];
  rpId: string;
  attestationConveyancePreference: string;
  authenticatorAttachment: string;
  residentKey: string;
  userVerificationRequirement: string;
  createTimeout: number;
  avoidSameAuthenticatorRegister: boolean;
  /** As typed, empty entries included: see `MultiValueControl`. */
  acceptableAaguids: string[];
  extraOrigins: string[];
  /** Passwordless only: the browser offers the realm's passkeys on the sign-in page. */
  passkeysEnabled: boolean;
}

/**
 * The realm's fields of one of its two WebAuthn policies: security keys as a second factor
 * (`webAuthnPolicy…`) or signing in with a key alone (`webAuthnPolicyPasswordless…`).
 */
function fieldsOf(passwordless: boolean, legacyResidentKey: boolean) {
  const prefix = passwordless ? "webAuthnPolicyPasswordless" : "webAuthnPolicy";
  return {
    rpEntityName: `${prefix}RpEntityName`,
    signatureAlgorithms: `${prefix}SignatureAlgorithms`,
    rpId: `${prefix}RpId`,
    attestationConveyancePreference: `${prefix}AttestationConveyancePreference`,
    authenticatorAttachment: `${prefix}AuthenticatorAttachment`,
    residentKey: legacyResidentKey ? `${prefix}RequireResidentKey` : `${prefix}ResidentKey`,
    userVerificationRequirement: `${prefix}UserVerificationRequirement`,
    createTimeout: `${prefix}CreateTimeout`,
    avoidSameAuthenticatorRegister: `${prefix}AvoidSameAuthenticatorRegister`,
    acceptableAaguids: `${prefix}AcceptableAaguids`,
    extraOrigins: `${prefix}ExtraOrigins`,
  } as const satisfies Record<Exclude<keyof WebAuthnFormValues, "passkeysEnabled">, string>;
}

/** The realm's fields by name, for reading the ones the form edits without a cast per field. */
type RealmFields = Partial<Record<string, unknown>>;

const textOr = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? value : fallback;
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The form's values from the realm's fields of one policy, with the server's defaults. */
export function webAuthnFormValues(
  realm: RealmRepresentation,
  passwordless: boolean,
): WebAuthnFormValues {
  const fields = fieldsOf(passwordless, usesLegacyResidentKey(realm, passwordless));
  const stored = realm as RealmFields;
  const timeout = stored[fields.createTimeout];
  return {
    rpEntityName: textOr(stored[fields.rpEntityName], "keycloak"),
    signatureAlgorithms: listOf(stored[fields.signatureAlgorithms]),
    rpId: textOr(stored[fields.rpId], ""),
    attestationConveyancePreference: textOr(
      stored[fields.attestationConveyancePreference],
      notSpecified,
    ),
    authenticatorAttachment: textOr(stored[fields.authenticatorAttachment], notSpecified),
    residentKey: textOr(stored[fields.residentKey], notSpecified),
    userVerificationRequirement: textOr(stored[fields.userVerificationRequirement], notSpecified),
    createTimeout: typeof timeout === "number" ? timeout : 0,
    avoidSameAuthenticatorRegister: stored[fields.avoidSameAuthenticatorRegister] === true,
    acceptableAaguids: listOf(stored[fields.acceptableAaguids]),
    extraOrigins: listOf(stored[fields.extraOrigins]),
    passkeysEnabled: passwordless && realm.webAuthnPolicyPasswordlessPasskeysEnabled === true,
  };
}

const filled = (entries: readonly string[]) =>
  entries.map((entry) => entry.trim()).filter((entry) => entry !== "");

/** What the form changes in the realm: the fields of its own policy, the other one untouched. */
export function webAuthnRealmChanges(
  values: WebAuthnFormValues,
  passwordless: boolean,
  legacyResidentKey = false,
): RealmChanges {
  const fields = fieldsOf(passwordless, legacyResidentKey);
  const changes: Record<string, unknown> = {
    [fields.rpEntityName]: values.rpEntityName.trim(),
    [fields.signatureAlgorithms]: values.signatureAlgorithms,
    [fields.rpId]: values.rpId.trim(),
    [fields.attestationConveyancePreference]: values.attestationConveyancePreference,
    [fields.authenticatorAttachment]: values.authenticatorAttachment,
    [fields.residentKey]: values.residentKey,
    [fields.userVerificationRequirement]: values.userVerificationRequirement,
    [fields.createTimeout]: values.createTimeout,
    [fields.avoidSameAuthenticatorRegister]: values.avoidSameAuthenticatorRegister,
    [fields.acceptableAaguids]: filled(values.acceptableAaguids),
    [fields.extraOrigins]: filled(values.extraOrigins),
  };
  if (passwordless) changes["webAuthnPolicyPasswordlessPasskeysEnabled"] = values.passkeysEnabled;
  return changes;
}

/** An AAGUID is a UUID: 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12. */
const aaguidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first entry that is not an AAGUID, if any; empty entries are dropped on save. */
export function firstBadAaguid(entries: readonly string[]): string | undefined {
  return filled(entries).find((entry) => !aaguidPattern.test(entry));
}

/**
 * Whether the text is an origin a browser sends: http or https, a host and perhaps a port, with
 * no path, query or fragment.
 */
export function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === "http:" || url.protocol === "https:") && url.origin === text.toLowerCase()
    );
  } catch {
    return false;
  }
}

/** The first entry that is not an origin, if any; empty entries are dropped on save. */
export function firstBadOrigin(entries: readonly string[]): string | undefined {
  return filled(entries).find((entry) => !isWebOrigin(entry));
}
