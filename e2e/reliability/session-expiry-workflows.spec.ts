import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";
import { expect, storedWorkflows } from "../workflows/workflows-helpers";

/**
 * Creating a workflow from YAML is no saved object's edit form, so it is not a row of
 * `draft-forms.ts`: a session that ends while the YAML is being written loses nothing either.
 * After signing in again the page shows the typed text, and Create stores the workflow once.
 */

const endings: { name: string; end: (realm: string, admin: TestUser) => Promise<void> }[] = [
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

async function signInIfAsked(page: Page, admin: TestUser, arrived: Locator): Promise<void> {
  const username = page.getByRole("textbox", { name: /username/i });
  await expect(username.or(arrived).first()).toBeVisible();
  if (!(await username.isVisible())) return;
  await username.fill(admin.username);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

test.describe("session expiry while writing a workflow", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [index, ending] of endings.entries()) {
    test(`${ending.name}: after signing in again the YAML is back and creates the workflow`, async ({
      page,
      freshRealm: realm,
      browserWatch,
    }) => {
      browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
      const admin = await createRealmAdmin(realm, `writer-${String(index)}`, ["realm-admin"]);
      const name = `Drafted workflow ${String(index)}`;
      const questions: string[] = [];
      page.on("dialog", (dialog) => {
        questions.push(dialog.type());
        void dialog.accept();
      });
      const editor = page.getByRole("textbox", { name: "Workflow YAML" });
      const restored = page.getByText("Your unsaved changes are back");
      await page.goto(consoleUrl(realm, `${realm}/workflows/new`));
      await signInIfAsked(page, admin, editor);
      await editor.fill(`name: ${name}\non: user-created\nsteps:\n  - uses: disable-user\n`);

      await ending.end(realm, admin);
      await page.getByRole("button", { name: "Create", exact: true }).click();

      await signInIfAsked(page, admin, restored);
      await expect(restored).toBeVisible();
      expect(questions).toEqual([]);
      await expect(editor).toContainText(`name: ${name}`);
      expect((await storedWorkflows(realm)).map((w) => w.name)).not.toContain(name);

      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText(`The workflow ${name} was created.`)).toBeVisible();
      await expect
        .poll(async () => (await storedWorkflows(realm)).filter((w) => w.name === name).length)
        .toBe(1);
    });
  }
});
