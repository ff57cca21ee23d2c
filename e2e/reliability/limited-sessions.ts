import { expect } from "../roles/roles-helpers";
import { createRealmAdmin } from "../support/users";
import { openSession } from "../sessions/sessions-helpers";
import { button, rowMenuAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The realm's sessions for limited administrators: the list with one session's sign-out, and the
 * revocation dialog's push. Signing out every session and setting the not-before to now are left
 * out here: either would end the sessions of the administrators the suite signs in to the realm.
 */
export const sessionsPages: BuiltPage[] = [
  {
    name: "sessions",
    heading: "Sessions",
    route: () => "sessions",
    access: ["view-realm", "view-clients", "view-users"],
    navLink: "Sessions",
    actions: [
      rowMenuAction("sign out a session", {
        list: "sessions",
        heading: "Sessions",
        item: "Sign out",
        prefix: "signed",
        // Each administrator signs out a session of a user of its own; the token names its session.
        seed: async (realm, name) => {
          const user = await createRealmAdmin(realm, name, []);
          return String((await openSession(realm, user)).session_state);
        },
        request: (sessionId) => ({ method: "DELETE", path: `/sessions/${sessionId}` }),
        done: () => "The session was signed out.",
      }),
      {
        name: "push the realm's not-before",
        control: (page) => button(page, "Revocation"),
        request: () => ({ method: "POST", path: "/push-revocation" }),
        press: async (page) => {
          await button(page, "Revocation").click();
          const dialog = page.getByRole("dialog", { name: "Revocation" });
          await dialog.getByRole("button", { name: "Push" }).click();
          await expect(
            dialog.getByText(/(Pushed to|Failed to push to|No client of this realm)/).first(),
          ).toBeVisible();
        },
      },
    ],
  },
];
