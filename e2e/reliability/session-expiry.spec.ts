import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";
import { expect, json } from "../roles/roles-helpers";
import { forms } from "./draft-forms";
import { signInIfAsked, signInUsername } from "./create-page-session-end";

/**
 * A session that ends while a form holds unsaved changes loses nothing: the save that finds the
 * session gone sends the administrator through the server's sign-in, and they come back to the
 * same form with what they typed, saved with one more press. A new form joins by adding a row to
 * `forms` (draft-forms.ts); every way a session ends applies to it.
 */

/** Ways a session ends while a form holds unsaved changes. */
interface SessionEnd {
  name: string;
  /** Realm settings in force before the administrator signs in. */
  realmSettings?: Record<string, unknown>;
  /** Realm settings put back once the session has ended, so the next one lasts. */
  settingsAfter?: Record<string, unknown>;
  /** Ends the session on the server while the console still holds a token with time left. */
  end?: (realm: string, admin: TestUser) => Promise<void>;
}

/** The longest a single sign-on session lasts in the case where it runs out by itself. */
const shortSessionSeconds = 15;

const sessionEnds: SessionEnd[] = [
  {
    // Tokens never outlive their session: both run out, and the console notices on its own
    // (the session check) while the administrator has not pressed Save yet.
    name: "the session and its tokens run out while the administrator pauses",
    realmSettings: { ssoSessionMaxLifespan: shortSessionSeconds },
    settingsAfter: { ssoSessionMaxLifespan: 36_000 },
  },
  {
    name: "the administrator's single sign-on session is ended on the server",
    end: async (realm, admin) => {
      const sessions = await json<{ id: string }[]>(`/${realm}/users/${admin.id}/sessions`);
      for (const session of sessions)
        await adminFetch(`/${realm}/sessions/${session.id}`, { method: "DELETE" });
    },
  },
  {
    name: "the administrator is signed out everywhere, which revokes the refresh token",
    end: async (realm, admin) => {
      await adminFetch(`/${realm}/users/${admin.id}/logout`, { method: "POST" });
    },
  },
  {
    name: "every token issued so far is revoked by the realm's not-before time",
    end: async (realm) => {
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ notBefore: Math.floor(Date.now() / 1000) + 1 }),
      });
      // Tokens issued in the same second as the not-before time still count as before it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    },
  },
];

test.describe("session expiry mid-edit", () => {
  test.describe.configure({ mode: "parallel", timeout: 180_000 });

  // How the session ends is the console's sign-in layer's business, the same for every form; how
  // the typed values come back is each form's. So every form meets one way, and the ways take
  // turns down the list: each way is met by a quarter of the forms, of different sections.
  for (const [formIndex, form] of forms.entries()) {
    const sessionEnd = sessionEnds[formIndex % sessionEnds.length];
    if (sessionEnd === undefined) continue;
    test(`${form.name}: ${sessionEnd.name}; after signing in again the typed values are back and save`, async ({
      page,
      freshRealm: realm,
      browserWatch,
    }) => {
      browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
      if (sessionEnd.realmSettings !== undefined)
        await adminFetch(`/${realm}`, {
          method: "PUT",
          body: JSON.stringify(sessionEnd.realmSettings),
        });
      const admin = await createRealmAdmin(realm, `editor-${String(formIndex)}`, ["realm-admin"]);
      const { route, stored } = await form.seed(realm, formIndex);
      const typed = `typed before the session ended (${String(formIndex)})`;

      // The trip to the sign-in page asks nothing: the typed values are kept as a draft.
      const questions: string[] = [];
      page.on("dialog", (dialog) => {
        questions.push(dialog.type());
        void dialog.accept();
      });
      const field = form.field(page);
      const restored = page.getByText("Your unsaved changes are back");
      await page.goto(consoleUrl(realm, route));
      await signInIfAsked(page, admin, field);
      await expect(field).toHaveValue("before");
      await field.fill(typed);

      if (sessionEnd.end === undefined) {
        await expect(page.getByRole("textbox", { name: signInUsername })).toBeVisible({
          timeout: (shortSessionSeconds + 30) * 1000,
        });
        if (sessionEnd.settingsAfter !== undefined)
          await adminFetch(`/${realm}`, {
            method: "PUT",
            body: JSON.stringify(sessionEnd.settingsAfter),
          });
      } else {
        await sessionEnd.end(realm, admin);
        await page.getByRole("button", { name: "Save" }).click();
      }

      // The save found the session gone: sign in again, and the form is back as it was left.
      await signInIfAsked(page, admin, restored);
      await expect(restored).toBeVisible();
      expect(questions).toEqual([]);
      await expect(field).toHaveValue(typed);
      expect(await stored()).toBe("before");

      await page.getByRole("button", { name: "Save" }).click();
      await expect(restored).toBeHidden();
      await expect.poll(stored).toBe(typed);
      // Saved: the draft is gone, so a reload shows what the server holds, with no notice.
      await page.reload();
      await expect(field).toHaveValue(typed);
      await expect(restored).toBeHidden();
    });
  }
});
