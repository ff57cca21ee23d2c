/**
 * The cache policies of a user-storage provider, as the server names them, and the settings each
 * one reads. Pure, so that every provider's form state can drop what the chosen policy ignores.
 */
export const cachePolicies = [
  "DEFAULT",
  "EVICT_DAILY",
  "EVICT_WEEKLY",
  "MAX_LIFESPAN",
  "NO_CACHE",
] as const;
export type CachePolicy = (typeof cachePolicies)[number];

/** The configuration keys of the cache settings, all kept as single strings in the form. */
export const cacheSettingKeys = [
  "cachePolicy",
  "evictionDay",
  "evictionHour",
  "evictionMinute",
  "maxLifespan",
] as const;
export type CacheSettingKey = (typeof cacheSettingKeys)[number];

/** The settings a policy reads besides the policy itself. */
export function cacheSettingsOf(policy: string | undefined): CacheSettingKey[] {
  switch (policy) {
    case "EVICT_DAILY":
      return ["evictionHour", "evictionMinute"];
    case "EVICT_WEEKLY":
      return ["evictionDay", "evictionHour", "evictionMinute"];
    case "MAX_LIFESPAN":
      return ["maxLifespan"];
    default:
      return [];
  }
}

/**
 * The cache settings to store for a form's single-string values: the policy (DEFAULT when none is
 * chosen) and only the settings it reads, so a policy changed from weekly to daily does not leave
 * a stale eviction day behind.
 *
 * @example
 * cacheConfig({ cachePolicy: "EVICT_DAILY", evictionHour: "3", evictionMinute: "0", evictionDay: "2" })
 * // → { cachePolicy: ["EVICT_DAILY"], evictionHour: ["3"], evictionMinute: ["0"] }
 */
export function cacheConfig(values: Partial<Record<string, unknown>>): Record<string, string[]> {
  const policy =
    typeof values["cachePolicy"] === "string" && values["cachePolicy"] !== ""
      ? values["cachePolicy"]
      : "DEFAULT";
  const config: Record<string, string[]> = { cachePolicy: [policy] };
  for (const key of cacheSettingsOf(policy)) {
    const value = values[key];
    if (typeof value === "string" && value.trim() !== "") config[key] = [value.trim()];
    else if (typeof value === "number") config[key] = [String(value)];
  }
  return config;
}

/** The cache settings of a stored configuration as the form's single strings. */
export function cacheFormValues(
  config: Record<string, string[] | undefined> | undefined,
): Record<CacheSettingKey, string> {
  const first = (key: CacheSettingKey) => config?.[key]?.[0] ?? "";
  return {
    cachePolicy: first("cachePolicy") || "DEFAULT",
    evictionDay: first("evictionDay"),
    evictionHour: first("evictionHour"),
    evictionMinute: first("evictionMinute"),
    maxLifespan: first("maxLifespan"),
  };
}
