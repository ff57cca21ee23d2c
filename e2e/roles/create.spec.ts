import { openConsole, test } from "../support/fixtures";
import { expect, seedRole, storedRole } from "./roles-helpers";

test.describe("create a realm role", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a role and opens it", async ({ page, realm }) => {
    await openConsole(page, `${realm}/roles`);
    await page.getByRole("button", { name: "Create role" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create a realm role" }),
    ).toBeVisible();

    const name = page.getByRole("textbox", { name: "Role name" });
    // The name is required: typing and clearing it says so next to the field.
    await name.fill("x");
    await name.fill("");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();

    await name.fill("auditor");
    await page.getByRole("textbox", { name: "Description" }).fill("Reads the books");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("Role auditor created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "auditor" })).toBeVisible();
    const stored = await storedRole(realm, "auditor");
    expect(stored.description).toBe("Reads the books");
    expect(page.url()).toContain(`/roles/${stored.id}/settings`);
  });

  test("puts a taken name's error on the name field and keeps what was typed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 409/,
      "the server refuses a second role with the same name",
      /\/roles$/,
    );
    await seedRole(realm, "taken");
    await openConsole(page, `${realm}/roles/new`);
    await page.getByRole("textbox", { name: "Role name" }).fill("taken");
    await page.getByRole("textbox", { name: "Description" }).fill("Second try");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(
      page.getByText("A role named taken already exists in this realm. Choose another name."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Role name" })).toHaveValue("taken");
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Second try");
    expect((await storedRole(realm, "taken")).description).toBeUndefined();
  });
});
