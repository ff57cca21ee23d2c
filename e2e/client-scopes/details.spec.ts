import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { expect, json, realmScopeNames, seedScope, storedScope } from "./client-scopes-helpers";

test.describe("a client scope's details", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the settings and the realm-wide type; a taken name shows on its field", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 409/,
      "the server refuses to rename a scope to a name another scope has",
      /\/client-scopes\/[^/]+$/,
    );
    const scope = await seedScope(realm, "reports", {
      attributes: { "gui.order": "9", "custom.flag": "kept" },
    });
    await openConsole(page, `${realm}/client-scopes/${scope.id}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: "reports" })).toBeVisible();
    await page.getByRole("textbox", { name: "Description" }).fill("Monthly reports");
    await page.getByRole("button", { name: /^Type/ }).click();
    await page.getByRole("option", { name: "Optional" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Client scope saved")).toBeVisible();
    const stored = await storedScope(realm, "reports");
    expect(stored?.description).toBe("Monthly reports");
    expect(stored?.attributes).toMatchObject({ "gui.order": "9", "custom.flag": "kept" });
    expect(await realmScopeNames(realm, "optional")).toContain("reports");

    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill("profile");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("A client scope with this name already exists.")).toBeVisible();
    await expect(name).toHaveValue("profile");
    expect(await storedScope(realm, "reports")).toBeDefined();
    await expectNoAxeViolations(page);
  });

  test("limits the scope's tokens to a realm role assigned in the Scope tab", async ({
    page,
    realm,
  }) => {
    const scope = await seedScope(realm, "ledger-access");
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "accountant" }),
    });
    await openConsole(page, `${realm}/client-scopes/${scope.id}/scope`);
    await assignOneRole(page, { search: "accountant" });
    await expect(page.getByText("1 role was assigned.")).toBeVisible();
    const mapped = await json<{ name: string }[]>(
      `/${realm}/client-scopes/${scope.id}/scope-mappings/realm`,
    );
    expect(mapped.map((role) => role.name)).toEqual(["accountant"]);
  });
});
