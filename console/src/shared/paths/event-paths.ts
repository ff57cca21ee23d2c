import { routePath } from "./route-path";

/**
 * The events page and its tabs. Here rather than in the events area because the realm's home
 * links to its admin events and other areas may link to a realm's events.
 */
export const eventsPath = "/:realm/events";
export const eventsTabPath = "/:realm/events/:tab";

/** The events page's tabs, in the order they show. */
export const eventsTabs = ["user-events", "admin-events"] as const;
export type EventsTab = (typeof eventsTabs)[number];

export interface EventsParams {
  realm: string;
  tab?: EventsTab;
}

/** Link to a realm's events, on the user events tab unless another is named. */
export const toEvents = ({ realm, tab = "user-events" }: EventsParams): string =>
  routePath(eventsTabPath, { realm, tab });

/**
 * Link to the realm settings' events tab, where recording events is switched on. Written here
 * with the realm settings' own pattern because areas do not import each other.
 */
export const toEventsConfig = (realm: string): string =>
  routePath("/:realm/realm-settings/:tab", { realm, tab: "events" });
