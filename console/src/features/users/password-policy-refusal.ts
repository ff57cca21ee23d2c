import type { TFunction } from "i18next";
import type { ErrorMessage } from "@/shared/api/error-message";

/**
 * The realm's password policy rule behind each refusal the server sends when it rejects a new
 * password. The server answers 400 with its message key as both error and description (no
 * parameters, no text in the administrator's language), so the console says what the rule asks
 * for itself, with the rule's value read from the realm's `passwordPolicy`.
 */
const ruleOfRefusal: Record<string, string> = {
  invalidPasswordMinLengthMessage: "length",
  invalidPasswordMaxLengthMessage: "maxLength",
  invalidPasswordMinDigitsMessage: "digits",
  invalidPasswordMinLowerCaseCharsMessage: "lowerCase",
  invalidPasswordMinUpperCaseCharsMessage: "upperCase",
  invalidPasswordMinSpecialCharsMessage: "specialChars",
  invalidPasswordNotUsernameMessage: "notUsername",
  invalidPasswordNotContainsUsernameMessage: "notContainsUsername",
  invalidPasswordNotEmailMessage: "notEmail",
  invalidPasswordRegexPatternMessage: "regexPattern",
  invalidPasswordHistoryMessage: "passwordHistory",
  invalidPasswordBlacklistedMessage: "passwordBlacklist",
};

/** Rules whose text names the rule's value ("at least 12 characters"). */
const rulesWithValue = new Set([
  "length",
  "maxLength",
  "digits",
  "lowerCase",
  "upperCase",
  "specialChars",
  "passwordHistory",
]);

/** The rules of a policy string such as `length(12) and digits(2) and notUsername`. */
export function policyRules(passwordPolicy: string | undefined): Map<string, string> {
  const rules = new Map<string, string>();
  for (const part of (passwordPolicy ?? "").split(/\s+and\s+/)) {
    const match = /^\s*([\w-]+)\s*(?:\((.*)\))?\s*$/.exec(part);
    if (match?.[1] !== undefined) rules.set(match[1], match[2] ?? "");
  }
  return rules;
}

/**
 * What to tell the administrator at the password field when the realm's password policy refused
 * the password; undefined when the failure is something else.
 */
export function passwordPolicyRefusal(
  failure: ErrorMessage,
  passwordPolicy: string | undefined,
  t: TFunction,
): string | undefined {
  if (failure.status !== 400 || !failure.message.startsWith("invalidPassword")) return undefined;
  const rule = ruleOfRefusal[failure.message];
  if (rule === undefined) return t("users.credentials.policy.other");
  const value = policyRules(passwordPolicy).get(rule);
  const count = Number(value);
  if (rulesWithValue.has(rule) && (value === undefined || !Number.isInteger(count)))
    return t("users.credentials.policy.other");
  return t(`users.credentials.policy.${rule}`, { count });
}
