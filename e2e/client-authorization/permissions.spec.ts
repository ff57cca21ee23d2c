import { expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import {
  createPermission,
  createPolicy,
  createResource,
  createResourceServer,
} from "./authorization-seed";
import {
  associatedNames,
  chooseSearched,
  createRealmRole,
  createScope,
  expect,
  storedPermission,
} from "./permission-helpers";

test.describe("authorization permissions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a scope-based permission with its resource, scope and policy, refuses a taken name on its field, lists it with its details and deletes it after asking", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/409/, "the server refuses the taken name on purpose", /permission\/scope/);
    const id = await createResourceServer(realm, "orders-api");
    await createScope(realm, id, "orders:write");
    await createResource(realm, id, { name: "Orders", scopes: ["orders:write"] });
    const roleId = await createRealmRole(realm, "clerk");
    await createPolicy(realm, id, "role", { name: "Clerks", roles: [{ id: roleId }] });
    await createPermission(realm, id, "resource", { name: "Taken name", resources: ["Orders"] });

    await openConsole(page, `${realm}/clients/${id}/authorization/permissions`);
    await page.getByRole("button", { name: "Create permission" }).click();
    await page.getByRole("menuitem", { name: /Scope-based/ }).click();
    await expect(
      page.getByRole("heading", { name: "Create scope-based permission" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Taken name");
    await chooseSearched(page, "Resource", "Orders");
    await chooseSearched(page, "Authorization scopes", "orders:write");
    await chooseSearched(page, "Applied policies", "Clerks");
    await page.getByRole("radio", { name: /Affirmative/ }).check();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(
      page.getByText("Another policy or permission of this client already has this name."),
    ).toBeVisible();
    // The failed save kept everything typed.
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Taken name");
    await page.getByRole("textbox", { name: "Name" }).fill("Write orders");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Permission Write orders created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Write orders", level: 1 })).toBeVisible();

    const permissionId = page.url().split("/").pop() ?? "";
    const stored = await storedPermission(realm, id, permissionId);
    expect(stored?.["decisionStrategy"]).toBe("AFFIRMATIVE");
    expect(await associatedNames(realm, id, permissionId, "resources")).toEqual(["Orders"]);
    expect(await associatedNames(realm, id, permissionId, "scopes")).toEqual(["orders:write"]);
    expect(await associatedNames(realm, id, permissionId, "associatedPolicies")).toEqual([
      "Clerks",
    ]);
    await expectNoAxeViolations(page);

    await goToRoute(page, `${realm}/clients/${id}/authorization/permissions`);
    const list = page.getByRole("grid", { name: "Permissions" });
    const search = page.getByPlaceholder("Search permissions by name");
    await search.fill("Write");
    await search.press("Enter");
    const row = list.getByRole("row").filter({ hasText: "Write orders" }).first();
    await expect(row).toContainText("Scope-based");
    await row.getByRole("button", { name: "Show details of Write orders" }).click();
    await expect(list.getByText("orders:write")).toBeVisible();
    await expect(list.getByText("Clerks")).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: "Actions for Write orders" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete permission Write orders?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Permission Write orders deleted")).toBeVisible();
    expect(await storedPermission(realm, id, permissionId)).toBeUndefined();
  });
});
