import type { TFunction } from "i18next";

/**
 * The mapper types the console has a name for; the server names its types only by id, and a type
 * of a server extension shows by its id.
 */
const namedTypes = new Set([
  "user-attribute-ldap-mapper",
  "full-name-ldap-mapper",
  "hardcoded-ldap-attribute-mapper",
  "hardcoded-attribute-mapper",
  "hardcoded-ldap-role-mapper",
  "hardcoded-ldap-group-mapper",
  "role-ldap-mapper",
  "group-ldap-mapper",
  "certificate-ldap-mapper",
  "msad-user-account-control-mapper",
  "msad-lds-user-account-control-mapper",
  "kerberos-principal-attribute-mapper",
]);

/** A mapper type's name in the administrator's language, or its id for a type the console does not know. */
export function mapperTypeName(typeId: string, t: TFunction): string {
  return namedTypes.has(typeId) ? t(`userFederation.mappers.types.${typeId}`) : typeId;
}
