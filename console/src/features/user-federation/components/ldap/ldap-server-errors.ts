import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";
import { ldapField } from "./ldap-fields";

/**
 * The setting each of the server's LDAP refusals is about. The server answers a refused LDAP
 * configuration with a message key alone, naming no field, so the console places it.
 */
const fieldOfServerError: Record<string, string> = {
  ldapErrorInvalidCustomFilter: "customUserSearchFilter",
  ldapErrorConnectionTimeoutNotNumber: "connectionTimeout",
  ldapErrorReadTimeoutNotNumber: "readTimeout",
  ldapErrorCantEnableStartTlsAndConnectionPooling: "startTls",
  ldapErrorCantEnableUnsyncedAndImportOff: "importEnabled",
  ldapErrorValidatePasswordPolicyAvailableForWritableOnly: "validatePasswordPolicy",
  ldapErrorEditModeMandatory: "editMode",
};

/** The field a refused save belongs to and the console's words for why, when the server says. */
export function ldapServerFieldError(
  error: unknown,
  t: TFunction,
): { name: `config.${string}`; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status !== 400) return undefined;
  const key = fieldOfServerError[message];
  if (key === undefined) return undefined;
  return { name: ldapField(key), message: t(`userFederation.ldap.serverError.${message}`) };
}

/** The server's reason for a failed connection test, in the console's words when it is known. */
export function ldapTestReason(error: unknown, t: TFunction): string {
  const { message } = errorMessage(error, t);
  return /^\w+$/.test(message)
    ? t(`userFederation.ldap.test.reason.${message}`, { defaultValue: message })
    : message;
}
