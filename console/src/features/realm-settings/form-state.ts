import type { RealmRepresentation } from "@gatehouse/admin-client";
import { acrLoaMapAttribute, acrLoaRows, acrLoaText } from "@/shared/lib/acr-loa";
import type { KeyValue } from "@/shared/lib/key-value";
import type { RealmChanges } from "@/shared/realm-form/realm-changes";

export type { RealmChanges };

const textOrRemoved = (text: string): string | null => (text === "" ? null : text);

/** Where the realm requires HTTPS: nowhere, for external addresses only, or everywhere. */
export const sslRequiredChoices = ["none", "external", "all"] as const;
export type SslRequiredChoice = (typeof sslRequiredChoices)[number];

/**
 * The user profile's policy for attributes it does not declare. The server leaves the policy out
 * when unmanaged attributes are off; the form names that state `DISABLED`.
 */
export const unmanagedPolicyChoices = ["DISABLED", "ENABLED", "ADMIN_VIEW", "ADMIN_EDIT"] as const;
export type UnmanagedPolicyChoice = (typeof unmanagedPolicyChoices)[number];

/** The realm attribute holding the address users and applications reach the realm at. */
export const frontendUrlAttribute = "frontendUrl";
/** The realm attribute that makes the device flow hand out a short verification address. */
export const shortVerificationUriAttribute = "shortVerificationUri";
/** Per-action lifespans of action tokens a user starts are realm attributes with this prefix. */
export const userActionLifespanPrefix = "actionTokenGeneratedByUserLifespan.";
/** The actions whose token lifespan can differ from the user-initiated action lifespan. */
export const actionTokenActions = [
  "verify-email",
  "idp-verify-account-via-email",
  "reset-credentials",
  "execute-actions",
] as const;
export type ActionTokenAction = (typeof actionTokenActions)[number];

export interface GeneralFormValues {
  displayName: string;
  displayNameHtml: string;
  frontendUrl: string;
  sslRequired: SslRequiredChoice;
  acrLoaMap: KeyValue[];
  userManagedAccessAllowed: boolean;
  organizationsEnabled: boolean;
  adminPermissionsEnabled: boolean;
  verifiableCredentialsEnabled: boolean;
  unmanagedAttributePolicy: UnmanagedPolicyChoice;
}

const isSslChoice = (value: unknown): value is SslRequiredChoice =>
  sslRequiredChoices.some((choice) => choice === value);

/** The policy as the form shows it; anything the console does not know counts as off. */
export function unmanagedPolicyChoice(policy: string | undefined): UnmanagedPolicyChoice {
  return unmanagedPolicyChoices.find((choice) => choice === policy) ?? "DISABLED";
}

/** The general tab's values from the realm and its user profile's unmanaged-attribute policy. */
export function generalFormValues(
  realm: RealmRepresentation,
  policy: string | undefined,
): GeneralFormValues {
  return {
    displayName: realm.displayName ?? "",
    displayNameHtml: realm.displayNameHtml ?? "",
    frontendUrl: realm.attributes?.[frontendUrlAttribute] ?? "",
    // The server's default when it says nothing.
    sslRequired: isSslChoice(realm.sslRequired) ? realm.sslRequired : "external",
    acrLoaMap: acrLoaRows(realm.attributes?.[acrLoaMapAttribute]),
    userManagedAccessAllowed: realm.userManagedAccessAllowed ?? false,
    organizationsEnabled: realm.organizationsEnabled ?? false,
    adminPermissionsEnabled: realm.adminPermissionsEnabled ?? false,
    verifiableCredentialsEnabled: realm.verifiableCredentialsEnabled ?? false,
    unmanagedAttributePolicy: unmanagedPolicyChoice(policy),
  };
}

/**
 * What the general tab changes in the realm. Attributes it does not edit are kept; a cleared
 * frontend URL or mapping is removed.
 */
export function generalRealmChanges(
  values: GeneralFormValues,
  realm: RealmRepresentation,
): RealmChanges {
  return {
    displayName: values.displayName,
    displayNameHtml: values.displayNameHtml,
    sslRequired: values.sslRequired,
    userManagedAccessAllowed: values.userManagedAccessAllowed,
    organizationsEnabled: values.organizationsEnabled,
    adminPermissionsEnabled: values.adminPermissionsEnabled,
    verifiableCredentialsEnabled: values.verifiableCredentialsEnabled,
    attributes: {
      ...realm.attributes,
      [frontendUrlAttribute]: textOrRemoved(values.frontendUrl.trim()),
      [acrLoaMapAttribute]: textOrRemoved(acrLoaText(values.acrLoaMap)),
    },
  };
}

/** A duration field: seconds, or `null` while the field is empty. */
export type Duration = number | null;

/** The realm's lifespans and timeouts the sessions tab edits, all in seconds. */
export const sessionDurationFields = [
  "ssoSessionIdleTimeout",
  "ssoSessionMaxLifespan",
  "ssoSessionIdleTimeoutRememberMe",
  "ssoSessionMaxLifespanRememberMe",
  "clientSessionIdleTimeout",
  "clientSessionMaxLifespan",
  "offlineSessionIdleTimeout",
  "offlineSessionMaxLifespan",
  "accessCodeLifespanLogin",
  "accessCodeLifespanUserAction",
] as const satisfies readonly (keyof RealmRepresentation)[];
export type SessionDurationField = (typeof sessionDurationFields)[number];

export type SessionsFormValues = Record<SessionDurationField, Duration> & {
  offlineSessionMaxLifespanEnabled: boolean;
};

const durationOf = (value: number | undefined): Duration =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

export function sessionsFormValues(realm: RealmRepresentation): SessionsFormValues {
  const durations = Object.fromEntries(
    sessionDurationFields.map((name) => [name, durationOf(realm[name])]),
  ) as Record<SessionDurationField, Duration>;
  return {
    ...durations,
    offlineSessionMaxLifespanEnabled: realm.offlineSessionMaxLifespanEnabled ?? false,
  };
}

/** What the sessions tab changes; an empty duration is left as the realm had it. */
export function sessionsRealmChanges(values: SessionsFormValues): RealmChanges {
  const durations = Object.fromEntries(
    sessionDurationFields.flatMap((name) => (values[name] === null ? [] : [[name, values[name]]])),
  );
  return {
    ...durations,
    offlineSessionMaxLifespanEnabled: values.offlineSessionMaxLifespanEnabled,
  };
}

/** The realm's token lifespans the tokens tab edits, in seconds. */
export const tokenDurationFields = [
  "oauth2DeviceCodeLifespan",
  "accessTokenLifespan",
  "accessTokenLifespanForImplicitFlow",
  "accessCodeLifespan",
  "actionTokenGeneratedByUserLifespan",
  "actionTokenGeneratedByAdminLifespan",
] as const satisfies readonly (keyof RealmRepresentation)[];
export type TokenDurationField = (typeof tokenDurationFields)[number];

export type TokensFormValues = Record<TokenDurationField, Duration> & {
  defaultSignatureAlgorithm: string;
  oauth2DevicePollingInterval: Duration;
  shortVerificationUri: string;
  revokeRefreshToken: boolean;
  refreshTokenMaxReuse: number;
  /** Per action: its own lifespan, or `null` to use the user-initiated action lifespan. */
  actionLifespans: Record<ActionTokenAction, Duration>;
};

const attributeSeconds = (text: string | undefined): Duration => {
  if (text === undefined || text.trim() === "") return null;
  const seconds = Number(text);
  return Number.isInteger(seconds) ? seconds : null;
};

export function tokensFormValues(realm: RealmRepresentation): TokensFormValues {
  const durations = Object.fromEntries(
    tokenDurationFields.map((name) => [name, durationOf(realm[name])]),
  ) as Record<TokenDurationField, Duration>;
  const actionLifespans = Object.fromEntries(
    actionTokenActions.map((action) => [
      action,
      attributeSeconds(realm.attributes?.[`${userActionLifespanPrefix}${action}`]),
    ]),
  ) as Record<ActionTokenAction, Duration>;
  return {
    ...durations,
    defaultSignatureAlgorithm: realm.defaultSignatureAlgorithm ?? "RS256",
    oauth2DevicePollingInterval: durationOf(realm.oauth2DevicePollingInterval),
    shortVerificationUri: realm.attributes?.[shortVerificationUriAttribute] ?? "",
    revokeRefreshToken: realm.revokeRefreshToken ?? false,
    refreshTokenMaxReuse: realm.refreshTokenMaxReuse ?? 0,
    actionLifespans,
  };
}

/**
 * What the tokens tab changes. Per-action lifespans are attributes: one left empty is removed, so
 * the action falls back to the user-initiated action lifespan again.
 */
export function tokensRealmChanges(
  values: TokensFormValues,
  realm: RealmRepresentation,
): RealmChanges {
  const durations = Object.fromEntries(
    tokenDurationFields.flatMap((name) => (values[name] === null ? [] : [[name, values[name]]])),
  );
  const actionAttributes = Object.fromEntries(
    actionTokenActions.map((action) => {
      const seconds = values.actionLifespans[action];
      return [`${userActionLifespanPrefix}${action}`, seconds === null ? null : String(seconds)];
    }),
  );
  return {
    ...durations,
    defaultSignatureAlgorithm: values.defaultSignatureAlgorithm,
    ...(values.oauth2DevicePollingInterval !== null && {
      oauth2DevicePollingInterval: values.oauth2DevicePollingInterval,
    }),
    revokeRefreshToken: values.revokeRefreshToken,
    refreshTokenMaxReuse: values.refreshTokenMaxReuse,
    attributes: {
      ...realm.attributes,
      [shortVerificationUriAttribute]: textOrRemoved(values.shortVerificationUri.trim()),
      ...actionAttributes,
    },
  };
}

/** The realm's SMTP settings as the e-mail tab edits them. */
export interface EmailFormValues {
  from: string;
  fromDisplayName: string;
  replyTo: string;
  replyToDisplayName: string;
  envelopeFrom: string;
  host: string;
  port: string;
  ssl: boolean;
  starttls: boolean;
  auth: boolean;
  user: string;
  password: string;
}

const emailTextFields = [
  "from",
  "fromDisplayName",
  "replyTo",
  "replyToDisplayName",
  "envelopeFrom",
  "host",
  "port",
] as const;

export function emailFormValues(realm: RealmRepresentation): EmailFormValues {
  const smtp = realm.smtpServer ?? {};
  const text = Object.fromEntries(
    emailTextFields.map((name) => [name, smtp[name] ?? ""]),
  ) as Record<(typeof emailTextFields)[number], string>;
  return {
    ...text,
    ssl: smtp["ssl"] === "true",
    starttls: smtp["starttls"] === "true",
    auth: smtp["auth"] === "true",
    user: smtp["user"] ?? "",
    // The server sends a stored password masked; sent back unchanged, it keeps the stored one.
    password: smtp["password"] ?? "",
  };
}

/**
 * The SMTP settings as the server stores them: text values, switches as "true" or "false", empty
 * fields left out, and the user name and password only with authentication. Settings the tab does
 * not edit (timeouts, the authentication type) are kept.
 */
export function smtpServerFrom(
  values: EmailFormValues,
  realm: RealmRepresentation,
): Record<string, string> {
  const {
    user: _user,
    password: _password,
    ...kept
  } = Object.fromEntries(
    Object.entries(realm.smtpServer ?? {}).filter(
      ([key]) => !(emailTextFields as readonly string[]).includes(key),
    ),
  );
  const text = Object.fromEntries(
    emailTextFields
      .map((name) => [name, values[name].trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  return {
    ...kept,
    ...text,
    ssl: String(values.ssl),
    starttls: String(values.starttls),
    auth: String(values.auth),
    ...(values.auth && { user: values.user.trim(), password: values.password }),
  };
}

/** Whether the text is a TCP port number. */
export function isPort(text: string): boolean {
  return /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535;
}
