import type {
  ComponentRepresentation,
  TestLdapConnectionRepresentation,
} from "@gatehouse/admin-client";

/** Component type of user-storage providers; an LDAP provider is one with `providerId` "ldap". */
export const userStorageProviderType = "org.keycloak.storage.UserStorageProvider";

/** What the server sends instead of a stored secret; sent back unchanged, it keeps the secret. */
export const maskedSecret = "**********";

/**
 * The form's values: the provider's name and its configuration, one text per key as the cache
 * policy fields expect it (`config.cachePolicy`, …); switches hold "true" or "false".
 */
export interface LdapFormValues {
  name: string;
  config: Record<string, string>;
}

/** The directory products the form knows the usual attributes of. */
export const ldapVendors = ["ad", "rhds", "tivoli", "edirectory", "other"] as const;
export type LdapVendor = (typeof ldapVendors)[number];

/**
 * The attributes each directory product names its users by, filled in when a vendor is picked for
 * a new provider. Active Directory names people by `cn` and gives each entry an `objectGUID`;
 * the others follow the inetOrgPerson schema and differ in their unique id attribute.
 */
export const vendorPresets: Record<LdapVendor, Record<string, string>> = {
  ad: {
    usernameLDAPAttribute: "cn",
    rdnLDAPAttribute: "cn",
    uuidLDAPAttribute: "objectGUID",
    userObjectClasses: "person, organizationalPerson, user",
  },
  rhds: {
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "nsuniqueid",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
  },
  tivoli: {
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "uniqueidentifier",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
  },
  edirectory: {
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "guid",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
  },
  other: {
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "entryUUID",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
  },
};

/** The values of a new provider: the server's defaults, with the "other" vendor's attributes. */
export const newLdapDefaults: Record<string, string> = {
  enabled: "true",
  priority: "0",
  vendor: "other",
  connectionUrl: "",
  startTls: "false",
  useTruststoreSpi: "always",
  connectionPooling: "true",
  connectionTimeout: "",
  authType: "simple",
  bindDn: "",
  bindCredential: "",
  editMode: "READ_ONLY",
  usersDn: "",
  relativeCreateDn: "",
  ...vendorPresets.other,
  customUserSearchFilter: "",
  searchScope: "1",
  readTimeout: "",
  pagination: "true",
  referral: "",
  importEnabled: "true",
  syncRegistrations: "false",
  batchSizeForSync: "1000",
  periodicFullSync: "false",
  fullSyncPeriod: "604800",
  periodicChangedUsersSync: "false",
  changedSyncPeriod: "86400",
  removeInvalidUsersEnabled: "true",
  allowKerberosAuthentication: "false",
  kerberosRealm: "",
  serverPrincipal: "",
  keyTab: "",
  krbPrincipalAttribute: "",
  debug: "false",
  useKerberosForPasswordAuthentication: "false",
  cachePolicy: "DEFAULT",
  usePasswordModifyExtendedOp: "false",
  validatePasswordPolicy: "false",
  enableLdapPasswordPolicy: "false",
  trustEmail: "false",
  connectionTrace: "false",
};

/**
 * The server keeps the periodic synchronisations as periods only (-1 = off); the form shows a
 * switch for each and the period beside it.
 */
const periodSwitches = [
  ["periodicFullSync", "fullSyncPeriod", "604800"],
  ["periodicChangedUsersSync", "changedSyncPeriod", "86400"],
] as const;

/** The form's values for a stored provider, or a new one's defaults. */
export function ldapFormValues(component?: ComponentRepresentation): LdapFormValues {
  if (component === undefined) return { name: "ldap", config: { ...newLdapDefaults } };
  const config: Record<string, string> = { ...newLdapDefaults };
  for (const [key, values] of Object.entries(component.config ?? {})) {
    config[key] = values[0] ?? "";
  }
  for (const [flag, period, fallback] of periodSwitches) {
    const stored = Number(config[period]);
    const isOn = Number.isFinite(stored) && stored > 0;
    config[flag] = String(isOn);
    config[period] = isOn ? String(stored) : fallback;
  }
  return { name: component.name ?? "", config };
}

/**
 * The provider to save: the stored one's other fields and configuration kept, each form value as
 * a one-entry list, empty ones left out (the server then uses its default). A masked credential is
 * sent back as it came, which tells the server to keep the stored one.
 */
export function ldapComponentFrom(
  values: LdapFormValues,
  realmId: string | undefined,
  stored?: ComponentRepresentation,
): ComponentRepresentation {
  const config: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(values.config)) {
    if (key === "periodicFullSync" || key === "periodicChangedUsersSync") continue;
    const text = value.trim() === "" ? "" : value;
    if (text !== "") config[key] = [text];
  }
  for (const [flag, period] of periodSwitches) {
    config[period] = [values.config[flag] === "true" ? (config[period]?.[0] ?? "-1") : "-1"];
  }
  // A bind without credentials keeps no DN or secret the server would still try.
  if (values.config["authType"] === "none") {
    delete config["bindDn"];
    delete config["bindCredential"];
  }
  return {
    ...stored,
    name: values.name.trim(),
    providerId: "ldap",
    providerType: userStorageProviderType,
    parentId: stored?.parentId ?? realmId,
    config,
  };
}

/**
 * The body of a connection or authentication test with the form's current values. A masked
 * credential is not a password: sent with the stored provider's `componentId`, it tells the
 * server to use the credential it keeps; without a stored provider it is left out.
 */
export function connectionTestFrom(
  values: LdapFormValues,
  action: "testConnection" | "testAuthentication",
  componentId: string | undefined,
): TestLdapConnectionRepresentation {
  const config = values.config;
  const credential = config["bindCredential"] ?? "";
  return {
    action,
    connectionUrl: config["connectionUrl"] ?? "",
    authType: config["authType"] ?? "simple",
    bindDn: config["bindDn"] ?? "",
    bindCredential:
      credential === maskedSecret && componentId === undefined ? undefined : credential,
    useTruststoreSpi: config["useTruststoreSpi"] ?? "always",
    connectionTimeout: config["connectionTimeout"] ?? "",
    startTls: config["startTls"] ?? "false",
    ...(componentId === undefined ? {} : { componentId }),
  };
}

/**
 * Whether a failed authentication test may be the kept credential's doing: the server lends a
 * stored provider's credential only to its stored connection URL and bind DN, so with either
 * changed and the credential still masked it tries no credential at all.
 */
export function keptCredentialWithNewTarget(
  values: LdapFormValues,
  stored: LdapFormValues["config"] | undefined,
): boolean {
  const config = values.config;
  if (stored === undefined || config["bindCredential"] !== maskedSecret) return false;
  return (
    (config["connectionUrl"] ?? "") !== (stored["connectionUrl"] ?? "") ||
    (config["bindDn"] ?? "") !== (stored["bindDn"] ?? "")
  );
}

/**
 * Whether a text is an LDAP search filter as the server accepts it: enclosed in parentheses,
 * every opening one closed, none closed before it opens. The server checks the rest.
 *
 * @example
 * isLdapFilter("(&(objectClass=person)(mail=*))"); // → true
 * isLdapFilter("objectClass=person"); // → false
 */
export function isLdapFilter(text: string): boolean {
  const filter = text.trim();
  if (!filter.startsWith("(") || !filter.endsWith(")")) return false;
  let depth = 0;
  // Parentheses are single UTF-16 units, so walking the code units is exact for them.
  for (let index = 0; index < filter.length; index += 1) {
    const character = filter.charAt(index);
    if (character === "(") depth += 1;
    if (character === ")") depth -= 1;
    // The outer parentheses close only at the end: "(a)(b)" is two filters, not one.
    if (depth < 0 || (depth === 0 && index < filter.length - 1)) return false;
  }
  return depth === 0;
}

/** Whether a connection URL names an LDAP server: one or more ldap:// or ldaps:// addresses. */
export function isLdapUrl(text: string): boolean {
  const urls = text.trim().split(/\s+/);
  return urls.every((url) => /^ldaps?:\/\/[^\s/]+/i.test(url));
}
