import { routePath } from "./route-path";

/**
 * The addresses of user-storage providers (user federation). The users area links a federated
 * user to its provider, so these live here; the user federation section's routes use the same
 * patterns.
 */
export const userFederationPath = "/:realm/user-federation";
export const ldapProvidersPath = "/:realm/user-federation/ldap";
export const kerberosProvidersPath = "/:realm/user-federation/kerberos";
export const newLdapProviderPath = "/:realm/user-federation/ldap/new";
export const newKerberosProviderPath = "/:realm/user-federation/kerberos/new";
export const newCustomProviderPath = "/:realm/user-federation/:providerId/new";
export const ldapProviderPath = "/:realm/user-federation/ldap/:id";
export const ldapProviderTabPath = "/:realm/user-federation/ldap/:id/:tab";
export const ldapMapperPath = "/:realm/user-federation/ldap/:id/mappers/:mapperId";
export const kerberosProviderPath = "/:realm/user-federation/kerberos/:id";
export const customProviderPath = "/:realm/user-federation/:providerId/:id";

/** The tabs of an LDAP provider's page; `settings` is also the page without a tab. */
export const ldapProviderTabs = ["settings", "mappers"] as const;
export type LdapProviderTab = (typeof ldapProviderTabs)[number];

/** The `mapperId` of the address that adds a mapper to an LDAP provider. */
export const newLdapMapperId = "new";

export interface UserFederationParams {
  realm: string;
}

export interface UserFederationProviderParams {
  realm: string;
  /** The provider's component id. */
  id: string;
  /** The component's `providerId`: `ldap`, `kerberos` or a custom provider's id. */
  providerId: string;
}

export interface NewUserFederationProviderParams {
  realm: string;
  /** `ldap`, `kerberos` or a custom provider's id. */
  providerId: string;
}

export interface LdapProviderTabParams {
  realm: string;
  id: string;
  tab: LdapProviderTab;
}

export interface LdapMapperParams {
  realm: string;
  /** The LDAP provider's component id. */
  id: string;
  /** The mapper's component id, or `newLdapMapperId` to add one. */
  mapperId: string;
}

/** The route pattern of a provider's page: LDAP and Kerberos have their own, others share one. */
export function userFederationProviderPattern(providerId: string): string {
  if (providerId === "ldap") return ldapProviderPath;
  if (providerId === "kerberos") return kerberosProviderPath;
  return customProviderPath;
}

/** The realm's user federation: the start page with no provider yet, else the list. */
export const toUserFederation = ({ realm }: UserFederationParams): string =>
  routePath(userFederationPath, { realm });

/** Link to a user-storage provider's page. */
export const toUserFederationProvider = ({
  realm,
  id,
  providerId,
}: UserFederationProviderParams): string =>
  routePath(userFederationProviderPattern(providerId), { realm, id, providerId });

/** Link to the page that adds a provider of one type. */
export function toNewUserFederationProvider({
  realm,
  providerId,
}: NewUserFederationProviderParams): string {
  if (providerId === "ldap") return routePath(newLdapProviderPath, { realm });
  if (providerId === "kerberos") return routePath(newKerberosProviderPath, { realm });
  return routePath(newCustomProviderPath, { realm, providerId });
}

export const toLdapProviderTab = ({ realm, id, tab }: LdapProviderTabParams): string =>
  routePath(ldapProviderTabPath, { realm, id, tab });

export const toLdapMapper = ({ realm, id, mapperId }: LdapMapperParams): string =>
  routePath(ldapMapperPath, { realm, id, mapperId });
