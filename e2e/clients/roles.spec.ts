import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { seedClient } from "./list-helpers";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

interface StoredRole {
  id: string;
  name: string;
  description?: string;
  composite?: boolean;
  attributes?: Record<string, string[]>;
}

test.describe("client roles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a client role with an attribute and an associated realm role", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, { clientId: "orders-app", publicClient: true });
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "order-reader" }),
    });
    await openConsole(page, `${realm}/clients/${clientUuid}/roles`);

    await page.getByRole("button", { name: "Create role" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create a role of the client orders-app" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Role name" }).fill("order-admin");
    await page.getByRole("textbox", { name: "Description" }).fill("Manages every order");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "order-admin" })).toBeVisible();
    const role = await json<StoredRole>(`/${realm}/clients/${clientUuid}/roles/order-admin`);
    expect(role.description).toBe("Manages every order");
    await expect(page).toHaveURL(new RegExp(`/clients/${clientUuid}/roles/${role.id}/settings$`));
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Attributes" }).click();
    await page.getByRole("button", { name: "Add an attribute" }).click();
    await page.getByRole("textbox", { name: "Key" }).last().fill("region");
    await page.getByRole("textbox", { name: "Value" }).last().fill("emea");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The role's attributes were saved")).toBeVisible();

    await page.getByRole("tab", { name: "Associated roles" }).click();
    await assignOneRole(page, { search: "order-reader" });
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /order-reader/ }),
    ).toBeVisible();

    const stored = await json<StoredRole>(`/${realm}/clients/${clientUuid}/roles/order-admin`);
    expect(stored.attributes).toEqual({ region: ["emea"] });
    expect(stored.composite).toBe(true);
    const composites = await json<{ name: string }[]>(
      `/${realm}/roles-by-id/${role.id}/composites`,
    );
    expect(composites.map((composite) => composite.name)).toEqual(["order-reader"]);

    // The client's roles tab lists the new role as composite, and searches on the server.
    await page.getByRole("link", { name: "orders-app" }).click();
    const table = page.getByRole("grid", { name: "Client roles" });
    await expect(table.getByRole("row", { name: /order-admin/ })).toContainText("Yes");
  });

  test("lists the users holding a client role directly, each linking to the user", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, { clientId: "stock-app", publicClient: true });
    await adminFetch(`/${realm}/clients/${clientUuid}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "stock-keeper" }),
    });
    const role = await json<StoredRole>(`/${realm}/clients/${clientUuid}/roles/stock-keeper`);
    const userId = await adminCreate(`/${realm}/users`, { username: "karla", enabled: true });
    await adminFetch(`/${realm}/users/${userId}/role-mappings/clients/${clientUuid}`, {
      method: "POST",
      body: JSON.stringify([{ id: role.id, name: role.name }]),
    });

    await openConsole(page, `${realm}/clients/${clientUuid}/roles/${role.id}/users-in-role`);
    const table = page.getByRole("grid", { name: "Users in role" });
    await expect(table.getByRole("link", { name: "karla" })).toHaveAttribute(
      "href",
      new RegExp(`/users/${userId}/settings$`),
    );
    await expect(page.getByRole("link", { name: "stock-app" })).toBeVisible();
  });

  test("searches the client's roles and deletes one after confirmation", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, { clientId: "billing-app", publicClient: true });
    for (const name of ["invoice-viewer", "invoice-editor", "payment-admin"])
      await adminFetch(`/${realm}/clients/${clientUuid}/roles`, {
        method: "POST",
        body: JSON.stringify({ name }),
      });
    await openConsole(page, `${realm}/clients/${clientUuid}/roles`);
    const table = page.getByRole("grid", { name: "Client roles" });
    await expect(table.getByRole("link", { name: "payment-admin" })).toBeVisible();

    await page.getByRole("textbox", { name: /Search/ }).fill("invoice");
    await page.getByRole("textbox", { name: /Search/ }).press("Enter");
    await expect(table.getByRole("link", { name: "payment-admin" })).toHaveCount(0);
    await expect(table.getByRole("link", { name: "invoice-editor" })).toBeVisible();

    await table.getByRole("button", { name: "Actions for invoice-editor" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: /Delete the role\?/ });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Role deleted")).toBeVisible();
    await expect(table.getByRole("link", { name: "invoice-editor" })).toHaveCount(0);
    const left = await json<{ name: string }[]>(`/${realm}/clients/${clientUuid}/roles`);
    expect(left.map((role) => role.name).sort()).toEqual(["invoice-viewer", "payment-admin"]);
  });
});
