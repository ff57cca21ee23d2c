import type { PasswordPolicyTypeRepresentation } from "@gatehouse/admin-client";

/** One policy of the realm's password policy, as the form holds it. */
export interface PasswordPolicyEntry {
  /** The policy type's id, e.g. `length`. */
  type: string;
  /** Its value as typed; empty for types that take none. */
  value: string;
}

export interface PasswordPolicyValues {
  policies: PasswordPolicyEntry[];
}

/** What kind of value a policy type takes, by the server's `configType`. */
export type PolicyValueKind = "number" | "text" | "none";

export function policyValueKind(
  type: PasswordPolicyTypeRepresentation | undefined,
): PolicyValueKind {
  if (type?.configType === undefined || type.configType === "") return "none";
  return type.configType === "int" ? "number" : "text";
}

/**
 * The realm's policy string read into entries, the way the server reads it: policies joined by
 * `and`, each a type id with its value in parentheses (`length(12) and notUsername`).
 *
 * @example
 * parsePasswordPolicy("length(12) and notUsername"); // → [{ type: "length", value: "12" }, { type: "notUsername", value: "" }]
 */
export function parsePasswordPolicy(policy: string | undefined): PasswordPolicyEntry[] {
  if (policy === undefined || policy.trim() === "") return [];
  return policy
    .split(/\s+and\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const open = part.indexOf("(");
      const close = part.lastIndexOf(")");
      if (open < 0) return { type: part, value: "" };
      return {
        type: part.slice(0, open).trim(),
        value: part.slice(open + 1, close > open ? close : undefined),
      };
    });
}

/** The policy string to store; a type that takes no value is written bare. */
export function passwordPolicyString(
  entries: readonly PasswordPolicyEntry[],
  types: readonly PasswordPolicyTypeRepresentation[],
): string {
  return entries
    .map(({ type: id, value }) =>
      policyValueKind(types.find((type) => type.id === id)) === "none"
        ? id
        : `${id}(${value.trim()})`,
    )
    .join(" and ");
}

/**
 * The types the add menu offers: those the policy does not use yet. Each once, even those the
 * server info marks `multipleSupported` (the regular expression): the server reads the policy into
 * one value a type, so a second pattern would silently replace the first when saved.
 */
export function addablePolicyTypes(
  entries: readonly PasswordPolicyEntry[],
  types: readonly PasswordPolicyTypeRepresentation[],
): PasswordPolicyTypeRepresentation[] {
  return types
    .filter((type) => !entries.some((entry) => entry.type === type.id))
    .sort((a, b) => (a.displayName ?? a.id).localeCompare(b.displayName ?? b.id));
}

/** A new entry of a type, starting from the server's default value. */
export function newPolicyEntry(type: PasswordPolicyTypeRepresentation): PasswordPolicyEntry {
  return {
    type: type.id,
    value: policyValueKind(type) === "none" ? "" : (type.defaultValue ?? ""),
  };
}

/**
 * The policy the server refused, from its words (`Invalid config for length: Not a valid
 * number`): the type id and the reason, so the refusal lands on that policy's field.
 */
export function refusedPolicy(message: string): { id: string; reason: string } | undefined {
  const match = /^Invalid config for ([^:]+):\s*(.*)$/s.exec(message.trim());
  if (match === null) return undefined;
  return { id: (match[1] ?? "").trim(), reason: (match[2] ?? "").trim() };
}
