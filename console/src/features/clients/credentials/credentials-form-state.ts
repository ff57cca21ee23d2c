import type { LoadedClient } from "../api/client-query";

/** Client attributes the credentials tab edits. */
export const credentialAttributes = {
  signingAlgorithm: "token.endpoint.auth.signing.alg",
  x509SubjectDn: "x509.subjectdn",
  x509AllowRegex: "x509.allow.regex.pattern.comparison",
  secretExpiration: "client.secret.expiration.time",
  rotatedSecret: "client.secret.rotated",
  rotatedSecretExpiration: "client.secret.rotated.expiration.time",
} as const;

/** Authenticators whose client signs a JWT, so the signature algorithm applies. */
export const signedJwtAuthenticators = ["client-jwt", "client-secret-jwt"];
export const x509Authenticator = "client-x509";
/** The authenticator that signs with the client's own key pair, kept on the keys tab. */
export const privateKeyJwtAuthenticator = "client-jwt";

export interface CredentialsFormValues {
  clientAuthenticatorType: string;
  /** Empty: any algorithm the server accepts. */
  signingAlgorithm: string;
  x509SubjectDn: string;
  x509AllowRegex: boolean;
}

const attributeOf = (client: LoadedClient, name: string): string => client.attributes?.[name] ?? "";

export function credentialsFormValues(client: LoadedClient): CredentialsFormValues {
  return {
    clientAuthenticatorType: client.clientAuthenticatorType ?? "client-secret",
    signingAlgorithm: attributeOf(client, credentialAttributes.signingAlgorithm),
    x509SubjectDn: attributeOf(client, credentialAttributes.x509SubjectDn),
    x509AllowRegex: attributeOf(client, credentialAttributes.x509AllowRegex) === "true",
  };
}

/**
 * The client as loaded with the tab's values on top. Only the settings of the chosen
 * authenticator are written; those of the others stay as they were.
 */
export function clientWithCredentials(
  client: LoadedClient,
  values: CredentialsFormValues,
): LoadedClient {
  const attributes: Record<string, string> = { ...client.attributes };
  const type = values.clientAuthenticatorType;
  if (signedJwtAuthenticators.includes(type))
    attributes[credentialAttributes.signingAlgorithm] = values.signingAlgorithm;
  if (type === x509Authenticator) {
    attributes[credentialAttributes.x509SubjectDn] = values.x509SubjectDn.trim();
    attributes[credentialAttributes.x509AllowRegex] = String(values.x509AllowRegex);
  }
  return { ...client, clientAuthenticatorType: type, attributes };
}

/** A time the server keeps in seconds since 1970, as a date; nothing when absent or not a number. */
export function attributeTime(client: LoadedClient, name: string): Date | undefined {
  const seconds = Number(attributeOf(client, name));
  return attributeOf(client, name) === "" || !Number.isFinite(seconds) || seconds <= 0
    ? undefined
    : new Date(seconds * 1000);
}

export const rotatedSecretOf = (client: LoadedClient): string =>
  attributeOf(client, credentialAttributes.rotatedSecret);
