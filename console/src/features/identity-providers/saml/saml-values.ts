/**
 * The SAML provider's settings as the server reads them from its config map, and the pure
 * conversions between that map's text and what the form shows.
 */

/** NameID formats a SAML provider may ask for, as SAML names them. */
export const nameIdPolicyFormats = [
  "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:kerberos",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:X509SubjectName",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:WindowsDomainQualifiedName",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:entity",
] as const;

export const transientNameIdFormat = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";

/** Where the brokered user's identity is read from; the last two need an attribute name. */
export const principalTypes = ["SUBJECT", "ATTRIBUTE", "FRIENDLY_ATTRIBUTE"] as const;

export const signatureAlgorithms = [
  "RSA_SHA1",
  "RSA_SHA256",
  "RSA_SHA256_MGF1",
  "RSA_SHA512",
  "RSA_SHA512_MGF1",
  "DSA_SHA1",
] as const;

/** What the key name in the signature's KeyInfo holds. */
export const keyNameTransformers = ["NONE", "KEY_ID", "CERT_SUBJECT"] as const;

export const encryptionAlgorithms = ["RSA-OAEP", "RSA1_5"] as const;

export const authnContextComparisons = ["exact", "minimum", "maximum", "better"] as const;

/** The server keeps several validation certificates in one value, separated by commas. */
export const certificateListCodec = {
  read: (value: unknown): string[] =>
    typeof value === "string" && value !== "" ? value.split(",") : [],
  write: (values: string[]): string =>
    values.every((value) => value === "") ? "" : values.join(","),
};

/** The requested AuthnContext class and declaration references are kept as a JSON array text. */
export const jsonListCodec = {
  read: (value: unknown): string[] => {
    if (typeof value !== "string" || value.trim() === "") return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed.map((item) => String(item)) : [];
    } catch {
      return [];
    }
  },
  write: (values: string[]): string =>
    values.every((value) => value === "") ? "" : JSON.stringify(values),
};

/**
 * A certificate as the server stores it: the base64 body only, without PEM armour or line breaks,
 * since the certificates list is split on commas and read as DER in base64.
 */
export function certificateBody(pem: string): string {
  return pem
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, "")
    .replace(/\s+/g, "")
    .trim();
}

/** Whether a list kept as text has an empty entry among several (an input added and left empty). */
export function hasEmptyEntry(values: readonly string[]): boolean {
  return values.length > 1 && values.some((value) => value.trim() === "");
}
