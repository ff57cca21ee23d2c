import type { ClientRepresentation } from "@gatehouse/admin-client";
import { encodeFieldKey, encodeKeys } from "@/shared/lib/dotted-keys";

export const oidcProtocol = "openid-connect";
export const samlProtocol = "saml";

/** A client attribute as the form holds it: switches are booleans, lists are lists, the rest text. */
export type AttributeValue = string | boolean | string[];

/**
 * What the settings tab and the create wizard edit. Attribute keys hold dots ("frontchannel.logout.url"),
 * so they are encoded (see `shared/lib/dotted-keys.ts`); name a field with {@link attributeField}.
 * Only the attributes listed in {@link clientAttributes} are in the form: the others are taken from
 * the client as loaded when saving.
 */
export interface ClientFormValues {
  protocol: string;
  clientId: string;
  name: string;
  description: string;
  alwaysDisplayInConsole: boolean;
  rootUrl: string;
  baseUrl: string;
  adminUrl: string;
  redirectUris: string[];
  webOrigins: string[];
  /** The inverse of the server's `publicClient`: a confidential client authenticates. */
  clientAuthentication: boolean;
  authorizationServicesEnabled: boolean;
  standardFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  implicitFlowEnabled: boolean;
  serviceAccountsEnabled: boolean;
  consentRequired: boolean;
  frontchannelLogout: boolean;
  attributes: Record<string, AttributeValue>;
}

type AttributeKind = "boolean" | "text" | "list";

/**
 * The client attributes the settings edit, with how the form holds them and the value the server
 * assumes while the attribute is absent. An absent attribute left at that value is not written, so
 * opening and saving a client changes nothing the administrator did not change.
 */
export const clientAttributes = {
  "post.logout.redirect.uris": { kind: "list", absent: [] },
  "oauth2.device.authorization.grant.enabled": { kind: "boolean", absent: false },
  "oidc.ciba.grant.enabled": { kind: "boolean", absent: false },
  "standard.token.exchange.enabled": { kind: "boolean", absent: false },
  "dpop.bound.access.tokens": { kind: "boolean", absent: false },
  "pkce.code.challenge.method": { kind: "text", absent: "" },
  login_theme: { kind: "text", absent: "" },
  "display.on.consent.screen": { kind: "boolean", absent: true },
  "consent.screen.text": { kind: "text", absent: "" },
  "frontchannel.logout.url": { kind: "text", absent: "" },
  "frontchannel.logout.session.required": { kind: "boolean", absent: true },
  "backchannel.logout.url": { kind: "text", absent: "" },
  "backchannel.logout.session.required": { kind: "boolean", absent: false },
  "backchannel.logout.revoke.offline.tokens": { kind: "boolean", absent: false },
  saml_name_id_format: { kind: "text", absent: "username" },
  saml_force_name_id_format: { kind: "boolean", absent: false },
  "saml.force.post.binding": { kind: "boolean", absent: false },
  "saml.artifact.binding": { kind: "boolean", absent: false },
  "saml.authnstatement": { kind: "boolean", absent: false },
  "saml.onetimeuse.condition": { kind: "boolean", absent: false },
  "saml.server.signature.keyinfo.ext": { kind: "boolean", absent: false },
  "saml.allow.ecp.flow": { kind: "boolean", absent: false },
  "saml.server.signature": { kind: "boolean", absent: false },
  "saml.assertion.signature": { kind: "boolean", absent: false },
  "saml.signature.algorithm": { kind: "text", absent: "RSA_SHA256" },
  "saml.server.signature.keyinfo.xmlSigKeyInfoKeyNameTransformer": { kind: "text", absent: "" },
  saml_signature_canonicalization_method: { kind: "text", absent: "" },
  "saml.encrypt": { kind: "boolean", absent: false },
  "saml.encryption.algorithm": { kind: "text", absent: "" },
  "saml.encryption.keyAlgorithm": { kind: "text", absent: "" },
  "saml.encryption.digestMethod": { kind: "text", absent: "" },
  saml_idp_initiated_sso_url_name: { kind: "text", absent: "" },
  saml_idp_initiated_sso_relay_state: { kind: "text", absent: "" },
  saml_single_logout_service_url_post: { kind: "text", absent: "" },
  saml_single_logout_service_url_redirect: { kind: "text", absent: "" },
  saml_single_logout_service_url_artifact: { kind: "text", absent: "" },
  saml_single_logout_service_url_soap: { kind: "text", absent: "" },
} as const satisfies Record<string, { kind: AttributeKind; absent: AttributeValue }>;

export type ClientAttributeKey = keyof typeof clientAttributes;

/** The server keeps a list attribute as one text, its values joined by this separator. */
const listSeparator = "##";

/** The form field of a client attribute, e.g. `attributeField("frontchannel.logout.url")`. */
export function attributeField(key: ClientAttributeKey): `attributes.${string}` {
  return `attributes.${encodeFieldKey(key)}`;
}

function formAttribute(key: ClientAttributeKey, stored: string | undefined): AttributeValue {
  const { kind, absent } = clientAttributes[key];
  if (stored === undefined) return kind === "list" ? [] : absent;
  if (kind === "boolean") return stored === "true";
  if (kind === "list") return stored === "" ? [] : stored.split(listSeparator);
  return stored;
}

function storedAttribute(key: ClientAttributeKey, value: AttributeValue | undefined): string {
  const { kind } = clientAttributes[key];
  if (kind === "boolean") return value === true || value === "true" ? "true" : "false";
  if (kind === "list") return listOf(value).join(listSeparator);
  return typeof value === "string" ? value.trim() : "";
}

function sameAsAbsent(key: ClientAttributeKey, value: AttributeValue | undefined): boolean {
  const { kind, absent } = clientAttributes[key];
  if (kind === "list") return listOf(value).length === 0;
  if (kind === "boolean") return (value === true || value === "true") === absent;
  return storedAttribute(key, value) === absent;
}

/** A multi-value field's values without the empty inputs the control keeps, trimmed. */
function listOf(value: AttributeValue | undefined): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => item.trim()).filter((item) => item !== "");
}

const attributeKeys = Object.keys(clientAttributes) as ClientAttributeKey[];

/** The form's values for a client as loaded. */
export function clientFormValues(client: ClientRepresentation): ClientFormValues {
  const stored = client.attributes ?? {};
  const attributes = Object.fromEntries(
    attributeKeys.map((key) => [key, formAttribute(key, stored[key])]),
  );
  return {
    protocol: client.protocol ?? oidcProtocol,
    clientId: client.clientId ?? "",
    name: client.name ?? "",
    description: client.description ?? "",
    alwaysDisplayInConsole: client.alwaysDisplayInConsole ?? false,
    rootUrl: client.rootUrl ?? "",
    baseUrl: client.baseUrl ?? "",
    adminUrl: client.adminUrl ?? "",
    redirectUris: client.redirectUris ?? [],
    webOrigins: client.webOrigins ?? [],
    clientAuthentication: !(client.publicClient ?? false),
    authorizationServicesEnabled: client.authorizationServicesEnabled ?? false,
    standardFlowEnabled: client.standardFlowEnabled ?? false,
    directAccessGrantsEnabled: client.directAccessGrantsEnabled ?? false,
    implicitFlowEnabled: client.implicitFlowEnabled ?? false,
    serviceAccountsEnabled: client.serviceAccountsEnabled ?? false,
    consentRequired: client.consentRequired ?? false,
    frontchannelLogout: client.frontchannelLogout ?? false,
    attributes: encodeKeys(attributes),
  };
}

/**
 * The values of a new client in the create wizard: a public client (client authentication is a
 * choice to make), the flows most applications need (standard flow; direct access grants for
 * OpenID Connect), front-channel logout, and for SAML the signing
 * and bindings the server would otherwise pick for it.
 */
export function newClientFormValues(protocol: string = oidcProtocol): ClientFormValues {
  const isSaml = protocol === samlProtocol;
  return clientFormValues({
    protocol,
    publicClient: !isSaml,
    standardFlowEnabled: true,
    directAccessGrantsEnabled: !isSaml,
    frontchannelLogout: true,
    attributes: isSaml
      ? {
          saml_name_id_format: "username",
          "saml.authnstatement": "true",
          "saml.server.signature": "true",
          "saml.force.post.binding": "true",
          "saml.signature.algorithm": "RSA_SHA256",
          saml_signature_canonicalization_method: "http://www.w3.org/2001/10/xml-exc-c14n#",
        }
      : { "backchannel.logout.session.required": "true" },
  });
}

/** Text fields are sent trimmed; an emptied optional one is sent empty so the server clears it. */
function trimmed(value: string): string {
  return value.trim();
}

/**
 * The client to save: the client as loaded (the server replaces the whole representation, so what
 * the form does not show must be sent back), with the form's values on top. Rules of the
 * capabilities are applied here too: a public client has no service account and no authorization.
 */
export function clientFrom<T extends ClientRepresentation>(values: ClientFormValues, stored: T): T {
  const storedAttributes = stored.attributes ?? {};
  const attributes: Record<string, string> = { ...storedAttributes };
  for (const key of attributeKeys) {
    const value = values.attributes[encodeFieldKey(key)];
    if (!(key in storedAttributes) && sameAsAbsent(key, value)) continue;
    attributes[key] = storedAttribute(key, value);
  }
  const confidential = values.clientAuthentication;
  return {
    ...stored,
    protocol: values.protocol,
    clientId: trimmed(values.clientId),
    name: trimmed(values.name),
    description: trimmed(values.description),
    alwaysDisplayInConsole: values.alwaysDisplayInConsole,
    rootUrl: trimmed(values.rootUrl),
    baseUrl: trimmed(values.baseUrl),
    adminUrl: trimmed(values.adminUrl),
    redirectUris: listOf(values.redirectUris),
    webOrigins: listOf(values.webOrigins),
    publicClient: !confidential,
    authorizationServicesEnabled: confidential && values.authorizationServicesEnabled,
    standardFlowEnabled: values.standardFlowEnabled,
    directAccessGrantsEnabled: values.directAccessGrantsEnabled,
    implicitFlowEnabled: values.implicitFlowEnabled,
    serviceAccountsEnabled:
      confidential && (values.serviceAccountsEnabled || values.authorizationServicesEnabled),
    consentRequired: values.consentRequired,
    frontchannelLogout: values.frontchannelLogout,
    attributes,
  };
}

/** The new client to create from the wizard's values. */
export function newClientFrom(values: ClientFormValues): ClientRepresentation {
  return clientFrom(values, {});
}

/** Schemes that run code in the browser instead of leading to an address. */
const refusedSchemes = /^(?:javascript|data|vbscript):/i;

/**
 * The first of the addresses with a scheme that runs code ("javascript:", "data:"), or `undefined`
 * when all are acceptable. Browsers ignore leading blanks and control characters and tabs or line
 * breaks inside the scheme, so those are removed before looking.
 */
export function refusedUri(values: string | readonly string[]): string | undefined {
  const list = typeof values === "string" ? [values] : values;
  return list.find((value) =>
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    refusedSchemes.test(value.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "")),
  );
}
