import type { RealmEventsConfigRepresentation, RealmRepresentation } from "@gatehouse/admin-client";
import type { Duration, RealmChanges } from "./form-state";

/**
 * How long admin events are kept is not part of the events configuration: the server reads it from
 * this realm attribute, in seconds.
 */
export const adminEventsExpirationAttribute = "adminEventsExpiration";

/** What the events tab's form edits; the saved event types are a table of their own. */
export interface EventsFormValues {
  eventsListeners: string[];
  eventsEnabled: boolean;
  /** Seconds user events are kept; `null` keeps them until they are cleared. */
  eventsExpiration: Duration;
  adminEventsEnabled: boolean;
  adminEventsDetailsEnabled: boolean;
  /** Seconds admin events are kept; `null` keeps them until they are cleared. */
  adminEventsExpiration: Duration;
}

const positiveSeconds = (value: number | string | undefined): Duration => {
  const seconds = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  // The server stores 0 for "kept until cleared".
  return typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};

export function eventsFormValues(
  config: RealmEventsConfigRepresentation,
  realm: RealmRepresentation,
): EventsFormValues {
  return {
    eventsListeners: [...(config.eventsListeners ?? [])],
    eventsEnabled: config.eventsEnabled ?? false,
    eventsExpiration: positiveSeconds(config.eventsExpiration),
    adminEventsEnabled: config.adminEventsEnabled ?? false,
    adminEventsDetailsEnabled: config.adminEventsDetailsEnabled ?? false,
    adminEventsExpiration: positiveSeconds(realm.attributes?.[adminEventsExpirationAttribute]),
  };
}

/**
 * The events configuration with the form's values, on top of the newest configuration read: the
 * saved event types come from there, since the table changes them on its own.
 */
export function eventsConfigFrom(
  values: EventsFormValues,
  latest: RealmEventsConfigRepresentation,
): RealmEventsConfigRepresentation {
  return {
    ...latest,
    eventsListeners: values.eventsListeners,
    eventsEnabled: values.eventsEnabled,
    // Without an expiration the server keeps events until they are cleared.
    eventsExpiration: values.eventsExpiration ?? 0,
    adminEventsEnabled: values.adminEventsEnabled,
    adminEventsDetailsEnabled: values.adminEventsDetailsEnabled,
  };
}

/**
 * The realm change the admin events expiration needs, or `undefined` when it is as the realm has
 * it: saving the realm takes manage-realm, which the rest of the events tab does not.
 */
export function adminExpirationChanges(
  values: EventsFormValues,
  realm: RealmRepresentation,
): RealmChanges | undefined {
  const stored = positiveSeconds(realm.attributes?.[adminEventsExpirationAttribute]);
  if (stored === values.adminEventsExpiration) return undefined;
  return {
    attributes: {
      ...realm.attributes,
      [adminEventsExpirationAttribute]:
        values.adminEventsExpiration === null ? null : String(values.adminEventsExpiration),
    },
  };
}

/** The saved event types with `added` joined in, each once, in alphabetical order. */
export function withEventTypes(saved: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...saved, ...added])].sort((a, b) => a.localeCompare(b));
}

/** The saved event types without `removed`. */
export function withoutEventTypes(saved: readonly string[], removed: readonly string[]): string[] {
  return saved.filter((type) => !removed.includes(type));
}
