import type { BuiltPage } from "./limited-pages";

/**
 * The events pages for limited administrators: both tabs open with view-events alone and offer no
 * change; the navigation shows Events to exactly those who hold it.
 */
export const eventsPages: BuiltPage[] = [
  {
    name: "user events",
    heading: "Events",
    route: () => "events/user-events",
    access: ["view-events"],
    navLink: "Events",
    shown: (page) => page.getByRole("form", { name: "Filter events" }),
  },
  {
    name: "admin events",
    heading: "Events",
    route: () => "events/admin-events",
    access: ["view-events"],
    shown: (page) => page.getByRole("form", { name: "Search admin events" }),
  },
];
