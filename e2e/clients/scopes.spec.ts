import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, seedClient, seedClientScope, storedScopeNames } from "./scopes-helpers";

test.describe("client scopes of a client", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("adds a realm scope as optional, then makes it a default scope", async ({ page, realm }) => {
    const clientUuid = await seedClient(realm, "web-shop");
    await seedClientScope(realm, "loyalty");
    await openConsole(page, `${realm}/clients/${clientUuid}/clientScopes/setup`);

    const table = page.getByRole("grid", { name: "Client scopes of web-shop" });
    await expect(table.getByRole("link", { name: "web-shop-dedicated" })).toBeVisible();
    await expect(table.getByRole("link", { name: "profile", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add client scope" }).click();
    const dialog = page.getByRole("dialog", { name: "Add client scopes to the client" });
    await dialog.getByRole("radio", { name: /Optional/ }).check();
    await dialog.getByRole("checkbox", { name: "loyalty" }).check();
    await dialog.getByRole("button", { name: "Add 1 scope as optional" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("1 client scope added")).toBeVisible();
    expect(await storedScopeNames(realm, clientUuid, "optional")).toContain("loyalty");

    const typeOfLoyalty = table.getByRole("button", { name: "Assigned type of loyalty" });
    await expect(typeOfLoyalty).toHaveText("Optional");
    await typeOfLoyalty.click();
    await page.getByRole("option", { name: "Default" }).click();
    await expect(typeOfLoyalty).toHaveText("Default");
    await expect.poll(() => storedScopeNames(realm, clientUuid, "default")).toContain("loyalty");
    expect(await storedScopeNames(realm, clientUuid, "optional")).not.toContain("loyalty");
  });

  test("removes a scope from the client after confirmation", async ({ page, realm }) => {
    const clientUuid = await seedClient(realm, "kiosk");
    expect(await storedScopeNames(realm, clientUuid, "optional")).toContain("phone");
    await openConsole(page, `${realm}/clients/${clientUuid}/clientScopes/setup`);

    const search = page.getByRole("textbox", { name: "Search Client scopes of kiosk" });
    await search.fill("phone");
    await search.press("Enter");
    const table = page.getByRole("grid", { name: "Client scopes of kiosk" });
    await table
      .getByRole("row", { name: /phone/ })
      .getByRole("button", { name: "Actions for phone" })
      .click();
    await page.getByRole("menuitem", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove client scope?" });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(table.getByRole("link", { name: "phone" })).toHaveCount(0);
    expect(await storedScopeNames(realm, clientUuid, "optional")).not.toContain("phone");
  });
});
