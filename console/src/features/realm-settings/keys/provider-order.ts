import type { ComponentRepresentation } from "@gatehouse/admin-client";

/**
 * The most key providers one reordering updates. A realm has a handful; the bound keeps a list
 * the server should never return from turning into an endless run of updates.
 */
export const maxKeyProviders = 200;

/** Gap between priorities when the providers are numbered afresh. */
const priorityStep = 10;

/** A provider's priority as stored in its configuration; 0 when it has none or not a number. */
export function providerPriority(provider: ComponentRepresentation): number {
  const stored = Number(provider.config?.["priority"]?.[0]);
  return Number.isFinite(stored) ? stored : 0;
}

/** Providers as the server ranks them: the highest priority first, ties by name. */
export function byPriority(
  providers: readonly ComponentRepresentation[],
): ComponentRepresentation[] {
  return [...providers].sort(
    (a, b) =>
      providerPriority(b) - providerPriority(a) || (a.name ?? "").localeCompare(b.name ?? ""),
  );
}

/** The list with the entry at `from` taken out and put in at `to`. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  if (entry === undefined) return [...list];
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, entry);
  return moved;
}

export interface PriorityChange {
  provider: ComponentRepresentation;
  priority: number;
}

/**
 * The priority updates that make the server rank `ordered` (highest first) as listed, after the
 * provider at `movedIndex` was moved there. Only the moved provider changes when a priority fits
 * between its new neighbours; otherwise every provider is numbered afresh (10, 20, …, counted from
 * the bottom) and only those whose priority differs are updated.
 *
 * @example
 * priorityChanges([a(100), c(0), b(50)], 1); // → [{ provider: c, priority: 75 }]
 */
export function priorityChanges(
  ordered: readonly ComponentRepresentation[],
  movedIndex: number,
): PriorityChange[] {
  const moved = ordered[movedIndex];
  if (moved === undefined) return [];
  const above = ordered[movedIndex - 1];
  const below = ordered[movedIndex + 1];
  const high = above === undefined ? undefined : providerPriority(above);
  const low = below === undefined ? undefined : providerPriority(below);
  const fitting = priorityBetween(high, low);
  if (fitting !== undefined) {
    return fitting === providerPriority(moved) ? [] : [{ provider: moved, priority: fitting }];
  }
  return ordered.flatMap((provider, index) => {
    const priority = (ordered.length - index) * priorityStep;
    return priority === providerPriority(provider) ? [] : [{ provider, priority }];
  });
}

/** A whole number strictly below `high` and above `low` (either may be absent), if there is one. */
function priorityBetween(high: number | undefined, low: number | undefined): number | undefined {
  if (high === undefined && low === undefined) return undefined;
  if (high === undefined) return Math.floor(low ?? 0) + priorityStep;
  if (low === undefined) {
    // Stay at zero or above: below it the numbering starts again instead.
    const candidate = Math.ceil(high) - priorityStep;
    return candidate >= 0 ? candidate : high >= 1 ? 0 : undefined;
  }
  const middle = Math.floor((high + low) / 2);
  return middle > low && middle < high ? middle : undefined;
}
