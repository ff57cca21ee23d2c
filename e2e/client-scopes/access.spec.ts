import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, scopeRow, scopesTable, searchScopes, seedScope } from "./client-scopes-helpers";

test.describe("client scopes access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view clients sees no write action", async ({
    page,
    realm,
  }) => {
    await seedScope(realm, "watched-scope", { description: "Only looked at" });
    const viewer = await createRealmAdmin(realm, "scope-viewer", ["view-clients"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/client-scopes`,
    });

    await searchScopes(page, "watched");
    const row = scopeRow(page, "watched-scope");
    await expect(row).toContainText("None");
    await expect(page.getByRole("button", { name: "Create client scope" })).toHaveCount(0);
    await expect(scopesTable(page).getByRole("checkbox")).toHaveCount(0);
    await expect(row.getByRole("button")).toHaveCount(0);

    await row.getByRole("link", { name: "watched-scope" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "watched-scope" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Only looked at");
    await expect(page.getByRole("textbox", { name: "Description" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Client scope actions" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Scope" }).click();
    await expect(page.getByRole("button", { name: "Assign role" })).toHaveCount(0);
  });
});
