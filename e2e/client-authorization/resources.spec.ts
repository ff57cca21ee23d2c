import { expectNoAxeViolations, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createAuthorizationScope, createPermission, createResource } from "./authorization-seed";
import {
  expect,
  openAuthorizationTab,
  seedResourceServer,
  storedResources,
} from "./resources-helpers";

test.describe("client authorization resources", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a resource with a URI and a searched scope, stored by the server", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("resources-app"));
    await createAuthorizationScope(realm, id, "documents:read");
    await createAuthorizationScope(realm, id, "documents:write");
    await openAuthorizationTab(page, realm, id, "resources");
    await page.getByRole("link", { name: "Create resource" }).first().click();
    await expect(page.getByRole("heading", { name: "Create resource", level: 1 })).toBeVisible();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Invoices");
    await page.getByRole("textbox", { name: "Display name" }).fill("All invoices");
    await page.getByRole("textbox", { name: "Type" }).fill("urn:app:invoice");
    await page.getByRole("textbox", { name: "URIs" }).first().fill("/invoices/*");
    const scopes = page.getByRole("combobox", { name: "Authorization scopes" });
    await scopes.fill("write");
    await page.getByRole("option", { name: "documents:write" }).click();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Resource Invoices created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();

    const [stored] = await storedResources(realm, id, "Invoices");
    expect(stored).toMatchObject({
      displayName: "All invoices",
      uris: ["/invoices/*"],
      scopes: [expect.objectContaining({ name: "documents:write" })],
    });
    await expectNoAxeViolations(page);
  });

  test("searches the list on the server and expands a row to its details", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("list-app"));
    await createAuthorizationScope(realm, id, "print");
    await createResource(realm, id, {
      name: "Printer room",
      uris: ["/printers"],
      scopes: ["print"],
    });
    await createResource(realm, id, { name: "Archive", uris: ["/archive"] });
    await openAuthorizationTab(page, realm, id, "resources");

    const table = page.getByRole("grid", { name: "Resources" });
    await expect(table.getByRole("link", { name: "Archive" })).toBeVisible();
    const searched = page.waitForRequest((request) =>
      /\/resource\?.*name=print/.test(request.url()),
    );
    const search = page.getByRole("textbox", { name: "Search Resources" });
    await search.fill("print");
    await search.press("Enter");
    await searched;
    await expect(table.getByRole("link", { name: "Archive" })).toHaveCount(0);
    await table.getByRole("button", { name: "Show details of Printer room" }).click();
    await expect(table.getByText("/printers")).toBeVisible();
    await expect(table.getByText("print", { exact: true })).toBeVisible();
  });

  test("a duplicate name is refused on the name field and what was typed stays", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 409/,
      "the server refuses a taken name, as the test wants",
      /\/resource$/,
    );
    const id = await seedResourceServer(realm, unique("dup-app"));
    await createResource(realm, id, { name: "Taken" });
    await openAuthorizationTab(page, realm, id, "resources");
    await page.getByRole("link", { name: "Create resource" }).first().click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Taken");
    await page.getByRole("textbox", { name: "Display name" }).fill("Kept text");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Another resource of this client has this name.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Kept text");
  });

  test("deleting a resource names the permission that uses it, and the server no longer has it", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("delete-app"));
    const resourceId = await createResource(realm, id, { name: "Doomed" });
    await createPermission(realm, id, "resource", {
      name: "Doomed access",
      resources: [resourceId],
    });
    await openAuthorizationTab(page, realm, id, "resources");
    const table = page.getByRole("grid", { name: "Resources" });
    await table.getByRole("button", { name: /Actions for Doomed/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete resource Doomed?" });
    await expect(dialog.getByText("Doomed access")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Resource Doomed deleted")).toBeVisible();
    expect(await storedResources(realm, id, "Doomed")).toEqual([]);
  });

  test("filters the list by type and by scope on the server, kept in the address", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("filter-app"));
    await createAuthorizationScope(realm, id, "approve");
    await createResource(realm, id, { name: "Invoice 1", type: "urn:app:invoice" });
    await createResource(realm, id, {
      name: "Payslip",
      type: "urn:app:payslip",
      scopes: ["approve"],
    });
    await openAuthorizationTab(page, realm, id, "resources");
    const table = page.getByRole("grid", { name: "Resources" });
    await expect(table.getByRole("link", { name: "Payslip" })).toBeVisible();

    const filtered = page.waitForRequest((request) =>
      /\/resource\?.*type=invoice/.test(request.url()),
    );
    const value = page.getByRole("textbox", { name: "Filter by Type" });
    await value.fill("invoice");
    await value.press("Enter");
    await filtered;
    await expect(table.getByRole("link", { name: "Invoice 1" })).toBeVisible();
    await expect(table.getByRole("link", { name: "Payslip" })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]type=invoice(&|$)/);

    // The address brings the filter back, and a second one applies with it.
    await page.reload();
    await expect(table.getByRole("link", { name: "Invoice 1" })).toBeVisible();
    await page.getByRole("button", { name: "Filter resources by" }).click();
    await page.getByRole("option", { name: "Authorization scope" }).click();
    const scope = page.getByRole("textbox", { name: "Filter by Authorization scope" });
    await scope.fill("approve");
    await scope.press("Enter");
    await expect(page.getByText("No resources match these filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear the filters" }).click();
    await expect(table.getByRole("link", { name: "Payslip" })).toBeVisible();
    await expect(table.getByRole("link", { name: "Invoice 1" })).toBeVisible();
    await expect(page).not.toHaveURL(/[?&](type|scope)=/);
  });
});
