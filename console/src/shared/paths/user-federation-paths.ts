import { routePath } from "./route-path";

/**
 * The addresses of user-storage providers (user federation). The users area links a federated
 * user to its provider, so these live here; the user federation section's routes use the same
 * patterns.
 */
export const userFederationPath = "/:realm/user-federation";
export const ldapProviderPath = "/:realm/user-federation/ldap/:id";
export const kerberosProviderPath = "/:realm/user-federation/kerberos/:id";
export const customProviderPath = "/:realm/user-federation/:providerId/:id";

export interface UserFederationProviderParams {
  realm: string;
  /** The provider's component id. */
  id: string;
  /** The component's `providerId`: `ldap`, `kerberos` or a custom provider's id. */
  providerId: string;
}

/** The route pattern of a provider's page: LDAP and Kerberos have their own, others share one. */
export function userFederationProviderPattern(providerId: string): string {
  if (providerId === "ldap") return ldapProviderPath;
  if (providerId === "kerberos") return kerberosProviderPath;
  return customProviderPath;
}

/** Link to a user-storage provider's page. */
export const toUserFederationProvider = ({
  realm,
  id,
  providerId,
}: UserFederationProviderParams): string =>
  routePath(userFederationProviderPattern(providerId), { realm, id, providerId });
