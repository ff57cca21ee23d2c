import type {
  RequiredActionProviderRepresentation,
  RequiredActionProviderSimpleRepresentation,
} from "@gatehouse/admin-client";

/**
 * One line of the required actions list: a registered action (the realm has it, enabled or not,
 * with a place in the priority order) or one the server offers that the realm has not registered
 * yet (off, without a place in the order until it is registered).
 */
export interface RequiredActionRow {
  /** The registered alias; for an unregistered action its provider id, which registering uses. */
  alias: string;
  name: string;
  registered: boolean;
  enabled: boolean;
  defaultAction: boolean;
  /** The server's representation of a registered action, sent back whole when it changes. */
  stored?: RequiredActionProviderRepresentation;
  /** What registering an unregistered action sends. */
  offer?: RequiredActionProviderSimpleRepresentation;
}

/**
 * The most single-step moves one reordering sends. A realm has a few dozen actions at most; the
 * bound keeps a list the server should never return from turning into an endless run of calls.
 */
export const maxPrioritySteps = 100;

const byPriority = (
  a: RequiredActionProviderRepresentation,
  b: RequiredActionProviderRepresentation,
) =>
  (a.priority ?? Number.MAX_SAFE_INTEGER) - (b.priority ?? Number.MAX_SAFE_INTEGER) ||
  (a.name ?? "").localeCompare(b.name ?? "");

/**
 * The list as shown: registered actions in the order the server asks users to complete them
 * (lowest priority number first), then the unregistered ones by name.
 */
export function requiredActionRows(
  registered: readonly RequiredActionProviderRepresentation[],
  unregistered: readonly RequiredActionProviderSimpleRepresentation[],
): RequiredActionRow[] {
  const known = [...registered].sort(byPriority).map((action): RequiredActionRow => ({
    alias: action.alias ?? "",
    name: action.name ?? action.alias ?? "",
    registered: true,
    enabled: action.enabled === true,
    defaultAction: action.enabled === true && action.defaultAction === true,
    stored: action,
  }));
  const offered = [...unregistered]
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""))
    .map((offer): RequiredActionRow => ({
      alias: offer.providerId ?? "",
      name: offer.name ?? offer.providerId ?? "",
      registered: false,
      enabled: false,
      defaultAction: false,
      offer,
    }));
  return [...known, ...offered];
}

/** How many registered actions lead the list: the part that has an order. */
export function orderedCount(rows: readonly RequiredActionRow[]): number {
  return rows.filter((row) => row.registered).length;
}

/**
 * The single-step moves that take the action at `from` to `to` among the registered ones:
 * negative raises (towards the top), positive lowers. Zero when either place is outside the
 * ordered part or the move is longer than `maxPrioritySteps`.
 *
 * @example
 * prioritySteps(rows, 4, 1); // → -3: raise three times
 */
export function prioritySteps(
  rows: readonly RequiredActionRow[],
  from: number,
  to: number,
): number {
  const ordered = orderedCount(rows);
  if (from < 0 || to < 0 || from >= ordered || to >= ordered) return 0;
  const steps = to - from;
  return Math.abs(steps) > maxPrioritySteps ? 0 : steps;
}

/** The list with the row at `from` put at `to`, shown while the server takes the move. */
export function movedRows(
  rows: readonly RequiredActionRow[],
  from: number,
  to: number,
): RequiredActionRow[] {
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  if (row === undefined) return [...rows];
  moved.splice(to, 0, row);
  return moved;
}

/**
 * The representation to store after switching an action: the default switch only holds while
 * the action is enabled, so disabling one also takes it off the defaults.
 */
export function switchedAction(
  stored: RequiredActionProviderRepresentation,
  change: { enabled?: boolean; defaultAction?: boolean },
): RequiredActionProviderRepresentation {
  const enabled = change.enabled ?? stored.enabled === true;
  return {
    ...stored,
    enabled,
    defaultAction: enabled && (change.defaultAction ?? stored.defaultAction === true),
  };
}
