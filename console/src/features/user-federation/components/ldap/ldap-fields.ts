import type { TFunction } from "i18next";
import type { ControlRules } from "@/shared/ui/form/rules";
import { isLdapFilter, isLdapUrl, type LdapFormValues } from "./ldap-form-state";

/** The form's name of one configuration key. */
export const ldapField = (key: string) => `config.${key}` as const;

/** Whether a switch the form holds as text is on. */
export const isOn = (value: unknown) => value === true || value === "true";

type Rules = ControlRules<LdapFormValues>;

/** A whole number of milliseconds, seconds or entries, or nothing (the server's default). */
export const countRules = (t: TFunction, isRequired = false): Rules => ({
  required: isRequired,
  pattern: { value: /^\s*\d*\s*$/, message: t("form.number") },
});

/** One or more ldap:// or ldaps:// addresses, separated by spaces. */
export const connectionUrlRules = (t: TFunction): Rules => ({
  required: true,
  validate: (value) =>
    typeof value !== "string" || value.trim() === "" || isLdapUrl(value)
      ? true
      : t("userFederation.ldap.error.connectionUrl"),
});

/** An LDAP filter in parentheses, or nothing. */
export const filterRules = (t: TFunction): Rules => ({
  validate: (value) =>
    typeof value !== "string" || value.trim() === "" || isLdapFilter(value)
      ? true
      : t("userFederation.ldap.error.filter"),
});

/** Required text the server keeps as it is. */
export const requiredText: Rules = { required: true, maxLength: 2048 };
