/** A realm the user visited lately, as kept in local storage. */
export interface RecentRealm {
  name: string;
  displayName?: string;
}

export const recentRealmsKey = "recentRealms";
export const maxRecentRealms = 3;

/**
 * Puts the current realm first when it is not in the list yet, keeping at most three. A realm
 * already listed keeps its place; only its display name is brought up to date.
 */
export function rememberRealm(list: readonly RecentRealm[], current: RecentRealm): RecentRealm[] {
  const index = list.findIndex((entry) => entry.name === current.name);
  if (index === -1) return [current, ...list].slice(0, maxRecentRealms);
  const existing = list[index];
  if (existing?.displayName === current.displayName) return [...list];
  return list.map((entry, position) => (position === index ? current : entry));
}

/** Looks a realm up by name; `undefined` means the server has no such realm (any more). */
export type RealmLookup = (name: string) => Promise<RecentRealm | undefined>;

/**
 * Checks each remembered realm against the server: realms that are gone are dropped, the others
 * take the server's display name. A failed lookup is only logged and keeps the entry as it was.
 */
export async function refreshRecentRealms(
  list: readonly RecentRealm[],
  lookup: RealmLookup,
  log: (message: string, error: unknown) => void = console.error,
): Promise<RecentRealm[]> {
  const checked = await Promise.all(
    list.map(async (entry): Promise<RecentRealm | undefined> => {
      try {
        return await lookup(entry.name);
      } catch (error) {
        log(`Unable to look up the recent realm "${entry.name}"`, error);
        return entry;
      }
    }),
  );
  return checked.filter((entry): entry is RecentRealm => entry !== undefined);
}

/** Reads stored entries defensively: anything not shaped like a realm entry is ignored. */
export function sanitizeRecentRealms(value: unknown): RecentRealm[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is RecentRealm =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as RecentRealm).name === "string" &&
        ["string", "undefined"].includes(typeof (entry as RecentRealm).displayName),
    )
    .slice(0, maxRecentRealms);
}

/**
 * Applies a refresh to the list as it is now: entries that were checked take their refreshed
 * form or go; entries added meanwhile (a realm switch during the lookups) stay untouched.
 */
export function mergeRefreshed(
  latest: readonly RecentRealm[],
  checked: readonly RecentRealm[],
  refreshed: readonly RecentRealm[],
): RecentRealm[] {
  const checkedNames = new Set(checked.map((entry) => entry.name));
  const byName = new Map(refreshed.map((entry) => [entry.name, entry]));
  return latest.flatMap((entry) => {
    if (!checkedNames.has(entry.name)) return [entry];
    const fresh = byName.get(entry.name);
    return fresh ? [fresh] : [];
  });
}
