import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import type { UseFormSetError } from "react-hook-form";
import { errorMessage } from "@/shared/api/error-message";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import type { LdapMapperFormValues } from "./mapper-form-state";

/**
 * The LDAP mappers' own checks answer with a message key that the server finds in no bundle of
 * this console's theme, so it sends the key itself. Each names the setting it is about; the first
 * of those the mapper type has gets the message.
 */
/**
 * The group and role mappers' settings, built from the mapper's kind: their names open like the
 * console's message keys of the groups and roles areas, which the message checks would take them for.
 */
const mapperSetting = (kind: "groups" | "roles", name: string) => `${kind}.${name}`;

const refusedSettings: Record<string, readonly string[]> = {
  ldapErrorInvalidCustomFilter: [
    mapperSetting("groups", "ldap.filter"),
    mapperSetting("roles", "ldap.filter"),
  ],
  ldapErrorMissingGroupsPathGroup: [mapperSetting("groups", "path")],
  ldapErrorCantPreserveGroupInheritanceWithUIDMembershipType: ["preserve.group.inheritance"],
  ldapErrorMissingClientId: ["client.id"],
  ldapErrorCantWriteOnlyAndReadOnly: ["write.only"],
  ldapErrorCantWriteOnlyForReadOnlyLdap: ["write.only"],
};

/** The administrator's text for one of the mappers' message keys, or undefined for another answer. */
export function refusedSettingText(key: string, t: TFunction): string | undefined {
  return key in refusedSettings ? t(`userFederation.mappers.refused.${key}`) : undefined;
}

/**
 * The error to show in an alert: one with the administrator's text in place of a mappers' message
 * key, any other as it came.
 */
export function readableMapperError(error: unknown, t: TFunction): unknown {
  const text = refusedSettingText(errorMessage(error).message, t);
  return text === undefined ? error : new Error(text);
}

/**
 * Puts a refused mapper save's reason on its field: the mappers' own message keys on the setting
 * they name, then what the shared component rules place (a required setting, a number). Returns
 * whether anything was placed; when not, show `readableMapperError` in an alert.
 */
export function placeLdapMapperError(
  error: unknown,
  setError: UseFormSetError<LdapMapperFormValues>,
  properties: readonly ConfigPropertyRepresentation[],
  t: TFunction,
): boolean {
  const key = errorMessage(error).message;
  const text = refusedSettingText(key, t);
  const field = refusedSettings[key]?.find((name) =>
    properties.some((property) => property.name === name),
  );
  if (text !== undefined && field !== undefined) {
    setError(
      `config.${encodeFieldKey(field)}`,
      { type: "server", message: text },
      { shouldFocus: true },
    );
    return true;
  }
  return applyComponentErrors(error, setError, properties, t);
}
