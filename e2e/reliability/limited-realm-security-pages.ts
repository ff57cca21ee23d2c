import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import { flipSwitch } from "../users/users-helpers";
import { button } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

const xRobotsTag = (page: Page) => page.getByRole("textbox", { name: "X-Robots-Tag", exact: true });

/**
 * The realm settings' security defenses and events tabs. The events configuration is the
 * server's to show with view-events and to change with manage-events, beyond the route's
 * view-realm.
 */
export const realmSecurityPages: BuiltPage[] = [
  {
    name: "realm security defenses",
    heading: "Realm settings",
    route: () => "realm-settings/security-defenses",
    access: ["view-realm"],
    shown: xRobotsTag,
    actions: [
      {
        name: "save the security defenses",
        control: (page) => button(page, "Save"),
        // The server takes a partial realm and changes only what it names.
        request: () => ({ method: "PUT", path: "", body: { failureFactor: 30 } }),
        press: async (page, tag) => {
          await xRobotsTag(page).fill(`none, ${tag}`);
          // The general tab's toast may still show: the realm's own save answering is the proof.
          const saved = page.waitForResponse(
            (response) =>
              response.request().method() === "PUT" &&
              /\/admin\/realms\/[^/]+$/.test(new URL(response.url()).pathname),
          );
          await button(page, "Save").click();
          expect((await saved).ok()).toBe(true);
          await expect(page.getByText("Realm settings saved").last()).toBeVisible();
        },
      },
    ],
  },
  {
    name: "realm events settings",
    heading: "Realm settings",
    route: () => "realm-settings/events",
    access: ["view-realm"],
    serverNeeds: ["view-events"],
    actions: [
      {
        name: "save the events configuration",
        control: (page) => button(page, "Save"),
        request: () => ({
          method: "PUT",
          path: "/events/config",
          body: { eventsEnabled: false, eventsListeners: ["jboss-logging"] },
        }),
        press: async (page) => {
          await flipSwitch(page.getByRole("switch", { name: "Save admin events" }));
          await button(page, "Save").click();
          await expect(page.getByText("Events configuration saved")).toBeVisible();
        },
      },
    ],
  },
];
