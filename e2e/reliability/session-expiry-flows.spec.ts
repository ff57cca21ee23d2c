import { adminFetch } from "../../server/src/testing/admin-api";
import { storedFlow } from "../authentication/flows-helpers";
import { consoleUrl, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect } from "../roles/roles-helpers";

/**
 * The create flow form is a create page, not an edit form, so it has its own case of the session
 * expiry family: the administrator is signed out everywhere while the form holds a typed name and
 * description; Create sends them through the sign-in, the form comes back as typed, and one more
 * press creates the flow once.
 */
test.describe("session expiry on the create flow form", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the typed flow is back after signing in again and is created once", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
    const admin = await createRealmAdmin(realm, "flow-editor", ["realm-admin"]);
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.type());
      void dialog.accept();
    });
    const username = page.getByRole("textbox", { name: /username/i });
    const signInAgain = async () => {
      await username.fill(admin.username);
      await page.getByLabel("Password", { exact: true }).fill(admin.password);
      await page.getByRole("button", { name: /sign in/i }).click();
    };
    await page.goto(consoleUrl(realm, `${realm}/authentication/flows/create`));
    await signInAgain();
    const name = page.getByRole("textbox", { name: "Name" });
    const description = page.getByRole("textbox", { name: "Description" });
    await name.fill("drafted sign-in");
    await description.fill("typed before the session ended");

    await adminFetch(`/${realm}/users/${admin.id}/logout`, { method: "POST" });
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(username).toBeVisible();
    await signInAgain();
    await expect(page.getByText("Your unsaved changes are back")).toBeVisible();
    expect(questions).toEqual([]);
    await expect(name).toHaveValue("drafted sign-in");
    await expect(description).toHaveValue("typed before the session ended");
    expect(await storedFlow(realm, "drafted sign-in")).toBeUndefined();

    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Flow drafted sign-in created.")).toBeVisible();
    await expect
      .poll(async () => (await storedFlow(realm, "drafted sign-in"))?.description)
      .toBe("typed before the session ended");
  });
});
