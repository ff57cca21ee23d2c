import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, expect, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";

/**
 * The session-expiry case of a create page (no saved object's edit form, so no row of
 * `draft-forms.ts`): the administrator fills the page in, the session ends on the server, and the
 * create button sends them through the sign-in. The page must come back as typed, with nothing
 * stored, and one more press must create the object once. The ways below both end the single
 * sign-on session, so the server's sign-in form shows every time.
 */

export interface SessionEnding {
  name: string;
  end: (realm: string, admin: TestUser) => Promise<void>;
}

export const endedOnServer: SessionEnding[] = [
  {
    name: "the administrator's single sign-on session is ended on the server",
    end: async (realm, admin) => {
      const response = await adminFetch(`/${realm}/users/${admin.id}/sessions`);
      for (const session of (await response.json()) as { id: string }[])
        await adminFetch(`/${realm}/sessions/${session.id}`, { method: "DELETE" });
    },
  },
  {
    name: "the administrator is signed out everywhere",
    end: async (realm, admin) => {
      await adminFetch(`/${realm}/users/${admin.id}/logout`, { method: "POST" });
    },
  },
];

/** The sign-in page's username field, not a form's field that names usernames (LDAP's). */
export const signInUsername = /^username( or email)?$/i;

/**
 * Signs in through the server's login page once it shows, or goes on when `arrived` shows first
 * (a sign-on still alive at the server needs no form).
 */
export async function signInIfAsked(page: Page, admin: TestUser, arrived: Locator): Promise<void> {
  const username = page.getByRole("textbox", { name: signInUsername });
  await expect(username.or(arrived).first()).toBeVisible();
  if (!(await username.isVisible())) return;
  await username.fill(admin.username);
  const password = page.getByLabel("Password", { exact: true });
  // A realm with organizations on asks for the username first, the password on a page of its own.
  if (!(await password.isVisible())) await page.getByRole("button", { name: /sign in/i }).click();
  await password.fill(admin.password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

export interface CreatePageCase {
  /** The create page's address below the realm, e.g. `workflows/new`. */
  route: string;
  /** The create button's name. */
  button: string;
  /** A field that shows once the page is open. */
  first: (page: Page) => Locator;
  fill: (page: Page) => Promise<void>;
  /** Checks that what `fill` typed is on the page again. */
  kept: (page: Page) => Promise<void>;
  /** How many objects of the typed name the server holds. */
  stored: () => Promise<number>;
  /** Waits for the page's word that the object was created. */
  created: (page: Page) => Promise<void>;
}

/** Declares one test per way of ending the session for a create page. */
export function createPageSurvivesSessionEnd(
  title: string,
  adminName: string,
  build: (realm: string, index: number) => CreatePageCase,
): void {
  test.describe(`session expiry ${title}`, () => {
    test.describe.configure({ timeout: 180_000 });
    for (const [index, ending] of endedOnServer.entries()) {
      test(`${ending.name}: after signing in again the page is back as typed and creates once`, async ({
        page,
        freshRealm: realm,
        browserWatch,
      }) => {
        browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
        const admin = await createRealmAdmin(realm, `${adminName}-${String(index)}`, [
          "realm-admin",
        ]);
        const form = build(realm, index);
        // The trip to the sign-in page asks nothing: the typed values are kept as a draft.
        const questions: string[] = [];
        page.on("dialog", (dialog) => {
          questions.push(dialog.type());
          void dialog.accept();
        });
        const restored = page.getByText("Your unsaved changes are back");
        const create = page.getByRole("button", { name: form.button, exact: true });
        await page.goto(consoleUrl(realm, `${realm}/${form.route}`));
        await signInIfAsked(page, admin, form.first(page));
        await form.fill(page);

        await ending.end(realm, admin);
        await create.click();

        await signInIfAsked(page, admin, restored);
        await expect(restored).toBeVisible();
        expect(questions).toEqual([]);
        await form.kept(page);
        expect(await form.stored()).toBe(0);

        await create.click();
        await form.created(page);
        await expect.poll(form.stored).toBe(1);
      });
    }
  });
}
