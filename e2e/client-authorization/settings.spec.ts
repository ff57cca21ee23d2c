import { readFile } from "node:fs/promises";
import { expectNoAxeViolations, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { flipSwitch } from "../users/users-helpers";
import { createAuthorizationScope, createResource } from "./authorization-seed";
import {
  chooseImportFile,
  expect,
  openAuthorizationTab,
  seedResourceServer,
  storedResources,
  storedScopes,
  storedSettings,
} from "./resources-helpers";

test.describe("client authorization settings", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("changes the enforcement mode, decision strategy and remote management, stored by the server", async ({
    page,
    realm,
  }) => {
    const id = await seedResourceServer(realm, unique("settings-app"));
    await openAuthorizationTab(page, realm, id, "settings");

    await page.getByRole("radio", { name: /^Permissive/ }).check();
    await page.getByRole("radio", { name: /^Affirmative/ }).check();
    await flipSwitch(page.getByRole("switch", { name: "Remote resource management" }));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Authorization settings saved")).toBeVisible();
    expect(await storedSettings(realm, id)).toMatchObject({
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
      allowRemoteResourceManagement: false,
    });
    await expectNoAxeViolations(page);
  });

  test("previews an import file, shows the server's refusal keeping the file, then imports a good one", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 500/, "the refused import is the case under test", /\/import$/);
    const id = await seedResourceServer(realm, unique("import-app"));
    await openAuthorizationTab(page, realm, id, "settings");
    const file = page.getByRole("textbox", { name: "Resource server file", exact: true });

    // A permission naming a resource the file does not hold is refused by the server.
    const refused = JSON.stringify({
      resources: [{ name: "Kept" }],
      policies: [
        { name: "Broken", type: "resource", config: { resources: '["Missing resource"]' } },
      ],
    });
    await chooseImportFile(page, refused);
    const preview = page.getByLabel("What the file holds");
    await expect(preview).toContainText("Resources1");
    await expect(preview).toContainText("Permissions1");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("The server did not import the file")).toBeVisible();
    await expect(file).toHaveValue(refused);

    const good = JSON.stringify({
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
      resources: [{ name: "Imported report", scopes: [{ name: "read" }] }],
      scopes: [{ name: "read" }],
      policies: [],
    });
    await chooseImportFile(page, good);
    await expect(preview).toContainText("Authorization scopes1");
    await expect(preview).toContainText("Affirmative");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("Resource server imported")).toBeVisible();
    expect((await storedResources(realm, id, "Imported report")).map((r) => r.name)).toEqual([
      "Imported report",
    ]);
    expect((await storedScopes(realm, id)).map((scope) => scope.name)).toContain("read");
    expect(await storedSettings(realm, id)).toMatchObject({ decisionStrategy: "AFFIRMATIVE" });
  });

  test("says when a file is not a resource server export", async ({ page, realm }) => {
    const id = await seedResourceServer(realm, unique("not-export-app"));
    await openAuthorizationTab(page, realm, id, "settings");
    await chooseImportFile(page, '{"clientId":"x"}');
    await expect(page.getByText("This is not the JSON export of a resource server.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  });

  test("exports the resource server as JSON, to download named after the client", async ({
    page,
    realm,
  }) => {
    const clientId = unique("export-app");
    const id = await seedResourceServer(realm, clientId);
    await createAuthorizationScope(realm, id, "export-scope");
    await createResource(realm, id, { name: "Exported doc", scopes: ["export-scope"] });
    await openAuthorizationTab(page, realm, id, "export");

    const editor = page.getByRole("textbox", { name: "Exported resource server" });
    await expect(editor).toContainText('"name": "Exported doc"');
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${clientId}-authz-config.json`);
    const saved = JSON.parse(await readFile(await file.path(), "utf8")) as {
      resources: { name: string }[];
    };
    expect(saved.resources.map((resource) => resource.name)).toContain("Exported doc");
    await expect(page.getByRole("button", { name: "Copy the export" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
