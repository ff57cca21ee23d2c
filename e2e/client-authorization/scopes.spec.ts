import { expectNoAxeViolations, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createAuthorizationScope, createPermission, createResource } from "./authorization-seed";
import {
  expect,
  openAuthorizationTab,
  seedResourceServer,
  storedScopes,
} from "./resources-helpers";

test.describe("client authorization scopes", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a scope, refuses a taken name on its field, and renames it", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("scopes-app"));
    await createAuthorizationScope(realm, id, "taken");
    await openAuthorizationTab(page, realm, id, "scopes");
    await page.getByRole("link", { name: "Create authorization scope" }).first().click();
    await expect(
      page.getByRole("heading", { name: "Create authorization scope", level: 1 }),
    ).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("taken");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(
      page.getByText("Another authorization scope of this client has this name."),
    ).toBeVisible();
    await name.fill("reports:view");
    await page.getByRole("textbox", { name: "Display name" }).fill("View reports");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Authorization scope reports:view created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "reports:view", level: 1 })).toBeVisible();

    await page.getByRole("textbox", { name: "Display name" }).fill("Read reports");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Authorization scope saved")).toBeVisible();
    const stored = (await storedScopes(realm, id)).filter((scope) => scope.name === "reports:view");
    expect(stored).toEqual([expect.objectContaining({ displayName: "Read reports" })]);
    await expectNoAxeViolations(page);
  });

  test("an expanded row names the resources and permissions using the scope; delete names them, and the server's refusal shows", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 400/,
      "the server keeps a scope resources still have",
      /\/scope\//,
    );
    const id = await seedResourceServer(realm, unique("deps-app"));
    const scopeId = await createAuthorizationScope(realm, id, "shared-scope");
    const resourceId = await createResource(realm, id, {
      name: "Scoped doc",
      scopes: ["shared-scope"],
    });
    await createAuthorizationScope(realm, id, "unused-scope");
    await createPermission(realm, id, "scope", {
      name: "Scoped permission",
      resources: [resourceId],
      scopes: [scopeId],
    });
    await openAuthorizationTab(page, realm, id, "scopes");
    const table = page.getByRole("grid", { name: "Authorization scopes" });
    await table.getByRole("button", { name: "Show details of shared-scope" }).click();
    await expect(table.getByText("Scoped doc")).toBeVisible();
    await expect(table.getByText("Scoped permission")).toBeVisible();

    await table.getByRole("button", { name: "Actions for shared-scope" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete authorization scope shared-scope?" });
    await expect(dialog.getByText("Scoped permission")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(
      dialog.getByText("Scopes can not be removed while associated with resources."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await storedScopes(realm, id)).map((scope) => scope.name)).toContain("shared-scope");

    await table.getByRole("button", { name: "Actions for unused-scope" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete authorization scope unused-scope?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Authorization scope unused-scope deleted")).toBeVisible();
    expect((await storedScopes(realm, id)).map((scope) => scope.name)).not.toContain(
      "unused-scope",
    );
  });
});
