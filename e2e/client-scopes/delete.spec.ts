import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import {
  expect,
  json,
  scopeRow,
  searchScopes,
  seedScope,
  storedScope,
} from "./client-scopes-helpers";

test.describe("delete client scopes", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("names the client that loses a scope in use before deleting it", async ({ page, realm }) => {
    const scope = await seedScope(realm, "shipping");
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({ clientId: "warehouse" }),
    });
    const [client] = await json<{ id: string }[]>(`/${realm}/clients?clientId=warehouse`);
    await adminFetch(`/${realm}/clients/${client?.id ?? ""}/optional-client-scopes/${scope.id}`, {
      method: "PUT",
    });

    await openConsole(page, `${realm}/client-scopes`);
    await searchScopes(page, "shipping");
    await scopeRow(page, "shipping")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("1 client has them and will lose them:");
    await expect(
      dialog.getByRole("list", { name: "Clients that lose the scopes" }).getByRole("listitem"),
    ).toHaveText(["warehouse"]);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();

    await expect(page.getByText("Client scope deleted")).toBeVisible();
    await expect(scopeRow(page, "shipping")).toHaveCount(0);
    expect(await storedScope(realm, "shipping")).toBeUndefined();
    const stored = await json<{ optionalClientScopes: string[] }>(
      `/${realm}/clients/${client?.id ?? ""}`,
    );
    expect(stored.optionalClientScopes).not.toContain("shipping");
  });

  test("deletes a scope from its own page and goes back to the list", async ({ page, realm }) => {
    const scope = await seedScope(realm, "unused-scope");
    await openConsole(page, `${realm}/client-scopes/${scope.id}/settings`);
    await page.getByRole("button", { name: "Client scope actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("No client uses them.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Client scopes" })).toBeVisible();
    expect(await storedScope(realm, "unused-scope")).toBeUndefined();
  });
});
