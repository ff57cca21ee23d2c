import type {
  ClientPoliciesRepresentation,
  ClientPolicyRepresentation,
  ClientProfileRepresentation,
  ClientProfilesRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  configValueKind,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";

/** The server info component types of client profile executors and client policy conditions. */
export const executorProviderType =
  "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider";
export const conditionProviderType =
  "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider";

/** A profile or policy as a list shows it: the realm's own can change, global ones cannot. */
export interface Row<T> {
  entry: T;
  name: string;
  isGlobal: boolean;
}

function rows<T extends { name?: string }>(own: T[] = [], global: T[] = []): Row<T>[] {
  return [
    ...own.map((entry) => ({ entry, name: entry.name ?? "", isGlobal: false })),
    ...global.map((entry) => ({ entry, name: entry.name ?? "", isGlobal: true })),
  ];
}

export const profileRows = (
  loaded: ClientProfilesRepresentation,
): Row<ClientProfileRepresentation>[] => rows(loaded.profiles, loaded.globalProfiles);

export const policyRows = (
  loaded: ClientPoliciesRepresentation,
): Row<ClientPolicyRepresentation>[] => rows(loaded.policies, loaded.globalPolicies);

/** Whether `name` is already used in the list, by another entry than `except`. */
export function isNameTaken(
  list: readonly { name?: string }[],
  name: string,
  except?: string,
): boolean {
  const wanted = name.trim();
  return list.some((entry) => entry.name === wanted && entry.name !== except);
}

/** Replaces the entry named `name` (or appends `entry` when none is), keeping the others' order. */
export function putNamed<T extends { name?: string }>(
  list: readonly T[],
  name: string,
  entry: T,
): T[] {
  return list.some((item) => item.name === name)
    ? list.map((item) => (item.name === name ? entry : item))
    : [...list, entry];
}

export function withoutNamed<T extends { name?: string }>(list: readonly T[], name: string): T[] {
  return list.filter((item) => item.name !== name);
}

export interface ProfileFormValues {
  name: string;
  description: string;
}

export function profileFormValues(profile?: ClientProfileRepresentation): ProfileFormValues {
  return { name: profile?.name ?? "", description: profile?.description ?? "" };
}

/** The profile from its form; its executors are kept, as the form does not show them. */
export function profileFromForm(
  values: ProfileFormValues,
  original?: ClientProfileRepresentation,
): ClientProfileRepresentation {
  return {
    ...original,
    name: values.name.trim(),
    description: values.description,
    executors: original?.executors ?? [],
  };
}

export interface PolicyFormValues {
  name: string;
  description: string;
  /** Names of the profiles the policy applies to the clients its conditions pick. */
  profiles: string[];
}

export function policyFormValues(policy?: ClientPolicyRepresentation): PolicyFormValues {
  return {
    name: policy?.name ?? "",
    description: policy?.description ?? "",
    profiles: policy?.profiles ?? [],
  };
}

/** The policy from its form; a new one starts enabled, without conditions. */
export function policyFromForm(
  values: PolicyFormValues,
  original?: ClientPolicyRepresentation,
): ClientPolicyRepresentation {
  return {
    ...original,
    name: values.name.trim(),
    description: values.description,
    enabled: original?.enabled ?? true,
    conditions: original?.conditions ?? [],
    profiles: values.profiles,
  };
}

/** Form values of an executor's or condition's configuration (under the dynamic form's prefix). */
export function providerConfigFormValues(
  configuration: Readonly<Record<string, unknown>> | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): Record<string, ConfigFormValue> {
  return configFormValues(configuration, properties);
}

/**
 * An executor's or condition's configuration from its form. Unlike components, the server reads
 * it as JSON: lists stay lists and switches are booleans. Keys the form does not describe are
 * kept as they were; empty text and numbers are left out, so the server's defaults apply.
 */
export function providerConfigFromForm(
  values: Readonly<Record<string, unknown>> | undefined,
  properties: readonly ConfigPropertyRepresentation[],
  original: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const lists = configRepresentation(values, properties, "multivalued");
  const result = new Map<string, unknown>(Object.entries(original));
  for (const property of properties) {
    if (!property.name) continue;
    const raw = lists[property.name];
    const strings = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    const first = strings[0] ?? "";
    switch (configValueKind(property.type)) {
      case "list":
        result.set(property.name, strings);
        break;
      case "boolean":
        result.set(property.name, first === "true");
        break;
      default:
        if (first === "") result.delete(property.name);
        else result.set(property.name, first);
    }
  }
  return Object.fromEntries(result);
}

/**
 * What makes every client of the realm receive lightweight access tokens: a realm profile with the
 * executor that asks for them, and an enabled policy that applies it to any client. The console
 * adds both when the default is turned on and removes both when it is turned off; the policy shows
 * in the client policies tab like any other.
 */
export const lightweightProfileName = "lightweight-access-tokens";
export const lightweightPolicyName = "lightweight-access-tokens-for-every-client";
export const lightweightExecutor = "use-lightweight-access-token";
export const anyClientCondition = "any-client";

export function isLightweightDefaultOn(policies: readonly ClientPolicyRepresentation[]): boolean {
  return policies.some(
    (policy) => policy.name === lightweightPolicyName && policy.enabled === true,
  );
}

export function withLightweightProfile(
  profiles: readonly ClientProfileRepresentation[],
  on: boolean,
  description: string,
): ClientProfileRepresentation[] {
  if (!on) return withoutNamed(profiles, lightweightProfileName);
  return putNamed(profiles, lightweightProfileName, {
    name: lightweightProfileName,
    description,
    executors: [{ executor: lightweightExecutor, configuration: {} }],
  });
}

export function withLightweightPolicy(
  policies: readonly ClientPolicyRepresentation[],
  on: boolean,
  description: string,
): ClientPolicyRepresentation[] {
  if (!on) return withoutNamed(policies, lightweightPolicyName);
  return putNamed(policies, lightweightPolicyName, {
    name: lightweightPolicyName,
    description,
    enabled: true,
    conditions: [{ condition: anyClientCondition, configuration: {} }],
    profiles: [lightweightProfileName],
  });
}

/** Why a JSON list typed by hand cannot be sent: a message key of this area. */
export type JsonListProblem = "notJson" | "notList" | "unnamed" | "duplicate";

export type JsonListResult<T> =
  { ok: true; entries: T[] } | { ok: false; problem: JsonListProblem };

/**
 * Reads the realm's profiles or policies as typed in the JSON view: an object with the list under
 * `key` (as the view shows it), each entry with a name of its own.
 */
export function parseJsonList<T extends { name?: string }>(
  text: string,
  key: "profiles" | "policies",
): JsonListResult<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "notJson" };
  }
  const list: unknown =
    typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)[key]
      : undefined;
  if (!Array.isArray(list)) return { ok: false, problem: "notList" };
  const names = list.map((entry: unknown) =>
    typeof entry === "object" && entry !== null && "name" in entry ? entry.name : undefined,
  );
  if (names.some((name) => typeof name !== "string" || name.trim() === "")) {
    return { ok: false, problem: "unnamed" };
  }
  if (new Set(names).size !== names.length) return { ok: false, problem: "duplicate" };
  return { ok: true, entries: list as T[] };
}

/** The JSON view's text of the realm's own profiles or policies. */
export function jsonListText(key: "profiles" | "policies", entries: readonly unknown[]): string {
  return JSON.stringify({ [key]: entries }, null, 2);
}

/** A create that found the name already used in the list the server holds now. */
export class NameTakenError extends Error {
  constructor(readonly takenName: string) {
    super(`The name ${takenName} is already used.`);
  }
}

/** The list with `entry` added; refuses a name already there, global entries included. */
export function withNewEntry<T extends { name?: string }>(
  latest: readonly T[],
  entry: T,
  globalNames: readonly string[],
): T[] {
  const name = entry.name ?? "";
  if (globalNames.includes(name) || latest.some((item) => item.name === name)) {
    throw new NameTakenError(name);
  }
  return [...latest, entry];
}

/** An executor or condition as its page edits it: its type and configuration. */
export interface ProviderEntry {
  type: string;
  configuration: Record<string, unknown>;
}

/**
 * The entry a page's address names among an owner's executors or conditions: the `occurrence`-th
 * (from 0) entry of `type`, since one type may be used more than once. With where it sits; `index`
 * is -1 when there is no such entry.
 */
export function entryOfType(
  entries: readonly ProviderEntry[],
  type: string | undefined,
  occurrence = 0,
): { entry: ProviderEntry | undefined; index: number } {
  const positions = entries.flatMap((entry, at) => (entry.type === type ? [at] : []));
  const index = type === undefined ? -1 : (positions[occurrence] ?? -1);
  return { entry: entries[index], index };
}

/** How many entries of the same type come before the one at `index` (its `occurrence`). */
export function occurrenceAt(entries: readonly { type: string }[], index: number): number {
  const type = entries[index]?.type;
  return entries.slice(0, index).filter((entry) => entry.type === type).length;
}

/** The entries with `added` in place of the one at `index`, or at the end when `index` is -1. */
export function withEntryAt<T>(entries: readonly T[], index: number, added: T): T[] {
  return index < 0 ? [...entries, added] : entries.map((item, at) => (at === index ? added : item));
}
