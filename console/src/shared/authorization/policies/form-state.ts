import type { DecisionStrategy, Logic, PolicyRepresentation } from "@gatehouse/admin-client";

/** A role of a role policy; without `required` any one of the policy's roles grants. */
export interface RoleChoice {
  id: string;
  required: boolean;
}

export interface GroupChoiceValue {
  id: string;
  path: string;
  extendChildren: boolean;
}

export interface ClientScopeChoice {
  id: string;
  required: boolean;
}

/** A chosen object kept by id only: a user, a client, a policy of an aggregate. */
export interface IdChoice {
  id: string;
}

/** The time policy's bounds, each a text field as typed (empty when not set). */
export const timeRangeFields = [
  ["dayMonth", "dayMonthEnd", 1, 31],
  ["month", "monthEnd", 1, 12],
  ["year", "yearEnd", 1, 9999],
  ["hour", "hourEnd", 0, 23],
  ["minute", "minuteEnd", 0, 59],
] as const;
type TimeRangeField = (typeof timeRangeFields)[number][0 | 1];

/**
 * The policy form's values. It holds every type's fields, so switching the editor shown costs
 * nothing; `policyFrom` sends only the fields of the policy's own type.
 */
export interface PolicyFormValues extends Record<TimeRangeField, string> {
  name: string;
  description: string;
  logic: Logic;
  roles: RoleChoice[];
  fetchRoles: boolean;
  groups: GroupChoiceValue[];
  groupsClaim: string;
  users: IdChoice[];
  clients: IdChoice[];
  clientScopes: ClientScopeChoice[];
  /** In the browser's date-and-time field form, `yyyy-MM-ddTHH:mm:ss`. */
  notBefore: string;
  notOnOrAfter: string;
  targetClaim: string;
  pattern: string;
  targetContextAttributes: boolean;
  policies: IdChoice[];
  decisionStrategy: DecisionStrategy;
  code: string;
}

/** The server's `yyyy-MM-dd HH:mm:ss` as a date-and-time field shows it. */
export const dateTimeInputOf = (stored: string | undefined): string =>
  stored === undefined || stored === "" ? "" : stored.trim().replace(" ", "T");

/** A date-and-time field's value as the server stores it; the field leaves out zero seconds. */
export function storedDateTimeOf(input: string): string {
  const text = input.trim().replace("T", " ");
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}

const text = (value: string | undefined): string => value ?? "";
const ids = (list: readonly string[] | undefined): IdChoice[] => (list ?? []).map((id) => ({ id }));

/**
 * The form's values for a policy as the server sent it (the type's own representation, from
 * `findOnePolicyWithType`), or for a new policy. `policies` of an aggregate come from its
 * associated policies, which the type's representation leaves out.
 */
export function policyFormValues(
  policy: PolicyRepresentation = {},
  associatedPolicyIds: readonly string[] = policy.policies ?? [],
): PolicyFormValues {
  return {
    name: text(policy.name),
    description: text(policy.description),
    logic: policy.logic ?? "POSITIVE",
    roles: (policy.roles ?? []).map((role) => ({ id: role.id, required: role.required === true })),
    fetchRoles: policy.fetchRoles === true,
    groups: (policy.groups ?? []).map((group) => ({
      id: group.id ?? "",
      path: group.path ?? "",
      extendChildren: group.extendChildren === true,
    })),
    groupsClaim: text(policy.groupsClaim),
    users: ids(policy.users),
    clients: ids(policy.clients),
    clientScopes: (policy.clientScopes ?? []).map((scope) => ({
      id: scope.id,
      required: scope.required === true,
    })),
    notBefore: dateTimeInputOf(policy.notBefore),
    notOnOrAfter: dateTimeInputOf(policy.notOnOrAfter),
    dayMonth: text(policy.dayMonth),
    dayMonthEnd: text(policy.dayMonthEnd),
    month: text(policy.month),
    monthEnd: text(policy.monthEnd),
    year: text(policy.year),
    yearEnd: text(policy.yearEnd),
    hour: text(policy.hour),
    hourEnd: text(policy.hourEnd),
    minute: text(policy.minute),
    minuteEnd: text(policy.minuteEnd),
    targetClaim: text(policy.targetClaim),
    pattern: text(policy.pattern),
    targetContextAttributes: policy.targetContextAttributes === true,
    policies: ids(associatedPolicyIds),
    decisionStrategy: policy.decisionStrategy ?? "UNANIMOUS",
    code: text(policy.code),
  };
}

/** A text field's value for the server: trimmed, and left out when empty. */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  const trimmed = value.trim();
  return trimmed === "" ? {} : ({ [key]: trimmed } as Record<K, string>);
}

function typeFields(type: string, values: PolicyFormValues): PolicyRepresentation {
  switch (type) {
    case "role":
      return {
        roles: values.roles.map(({ id, required }) => ({ id, required })),
        fetchRoles: values.fetchRoles,
      };
    case "group":
      return {
        groups: values.groups.map(({ id, extendChildren }) => ({ id, extendChildren })),
        ...optional("groupsClaim", values.groupsClaim),
      };
    case "user":
      return { users: values.users.map(({ id }) => id) };
    case "client":
      return { clients: values.clients.map(({ id }) => id) };
    case "client-scope":
      return { clientScopes: values.clientScopes.map(({ id, required }) => ({ id, required })) };
    case "time":
      return {
        ...optional("notBefore", storedDateTimeOf(values.notBefore)),
        ...optional("notOnOrAfter", storedDateTimeOf(values.notOnOrAfter)),
        ...Object.fromEntries(
          timeRangeFields.flatMap(([start, end]) => [
            ...Object.entries(optional(start, values[start])),
            ...Object.entries(optional(end, values[end])),
          ]),
        ),
      };
    case "regex":
      return {
        targetClaim: values.targetClaim.trim(),
        pattern: values.pattern,
        targetContextAttributes: values.targetContextAttributes,
      };
    case "aggregate":
      return {
        policies: values.policies.map(({ id }) => id),
        decisionStrategy: values.decisionStrategy,
      };
    default:
      return {};
  }
}

/**
 * The representation to send for the form's values. Name, description and logic are every type's;
 * the rest are the type's own. On update the stored policy's other fields (its id, owner, and for a
 * type this console does not edit, all its settings) are sent back unchanged, since the server
 * replaces the policy as a whole.
 */
export function policyFrom(
  type: string,
  values: PolicyFormValues,
  stored: PolicyRepresentation = {},
): PolicyRepresentation {
  return {
    ...stored,
    type,
    name: values.name.trim(),
    description: values.description.trim(),
    logic: values.logic,
    ...typeFields(type, values),
  };
}
