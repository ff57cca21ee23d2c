import { readFile } from "node:fs/promises";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { flipSwitch, seedUser } from "../users/users-helpers";
import {
  chooseImportFile,
  chooseRealmAction,
  partialImport,
  realmExists,
  storedUserNamed,
} from "./realm-actions-helpers";
import { expect } from "./realm-settings-helpers";

test.describe("realm actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("a partial import under skip leaves an existing user as stored", async ({ page, realm }) => {
    const username = unique("ada");
    await seedUser(realm, { username, lastName: "Stored" });
    await openConsole(page, `${realm}/realm-settings`);
    const results = await partialImport(
      page,
      { realm: "elsewhere", users: [{ username, lastName: "FromFile", enabled: true }] },
      "Skip",
    );

    await expect(results.getByRole("row", { name: `Skipped User ${username}` })).toBeVisible();
    await expect(results.getByText("Skipped", { exact: true }).first()).toBeVisible();
    expect(await storedUserNamed(realm, username)).toMatchObject({ lastName: "Stored" });
    await expectNoAxeViolations(page);
  });

  test("a partial import under overwrite replaces an existing user", async ({ page, realm }) => {
    const username = unique("bea");
    await seedUser(realm, { username, lastName: "Stored" });
    await openConsole(page, `${realm}/realm-settings`);
    const results = await partialImport(
      page,
      { realm: "elsewhere", users: [{ username, lastName: "FromFile", enabled: true }] },
      "Overwrite",
    );

    await expect(results.getByRole("row", { name: `Overwritten User ${username}` })).toBeVisible();
    expect(await storedUserNamed(realm, username)).toMatchObject({ lastName: "FromFile" });
  });

  test("a file that is not a realm export is refused next to the file field", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings`);
    await chooseRealmAction(page, "Partial import");
    const dialog = page.getByRole("dialog", { name: "Partial import" });
    await chooseImportFile(dialog, { clientId: "just-a-client" }, "client.json");
    await expect(
      dialog.getByText("This file is not a realm export. Choose a file exported from a realm."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  });

  test("an export of one realm imports into another with its clients, groups and roles", async ({
    page,
    realm,
    freshRealm,
  }) => {
    const clientId = unique("portal");
    const group = unique("staff");
    const role = unique("auditor");
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({ clientId, protocol: "openid-connect", publicClient: true }),
    });
    await adminFetch(`/${realm}/groups`, { method: "POST", body: JSON.stringify({ name: group }) });
    await adminFetch(`/${realm}/roles`, { method: "POST", body: JSON.stringify({ name: role }) });

    await openConsole(page, `${realm}/realm-settings`);
    await chooseRealmAction(page, "Partial export");
    const exportDialog = page.getByRole("dialog", { name: "Partial export" });
    await expect(exportDialog.getByText(/The server masks secrets/)).toBeVisible();
    await flipSwitch(exportDialog.getByRole("switch", { name: "Include groups and roles" }));
    await flipSwitch(exportDialog.getByRole("switch", { name: "Include clients" }));
    const downloading = page.waitForEvent("download");
    await exportDialog.getByRole("button", { name: "Export", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`realm-export-${realm}.json`);
    await expect(page.getByText(`The realm ${realm} was exported`)).toBeVisible();
    const exported = await readFile(await download.path(), "utf8");
    expect(JSON.parse(exported)).toMatchObject({ realm });

    await goToRoute(page, `${freshRealm}/realm-settings`);
    await expect(page.getByRole("textbox", { name: "Realm name" })).toHaveValue(freshRealm);
    await chooseRealmAction(page, "Partial import");
    const dialog = page.getByRole("dialog", { name: "Partial import" });
    await chooseImportFile(dialog, exported, `realm-export-${realm}.json`);
    await expect(dialog.getByText(`Exported from the realm ${realm}.`)).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /^Clients \(\d+\)$/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /^Groups \(\d+\)$/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /^Realm roles \(\d+\)$/ })).toBeChecked();
    // The new realm has the built-in clients and roles of its own: those are skipped.
    await dialog.getByRole("radio", { name: /^Skip:/ }).check();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    const results = page.getByRole("dialog", { name: "Import results" });
    const search = results.getByRole("textbox", { name: /Search/ }).first();
    for (const [type, name] of [
      ["Client", clientId],
      ["Group", group],
      ["Realm role", role],
    ] as const) {
      await search.fill(name);
      await search.press("Enter");
      await expect(results.getByRole("row", { name: `Added ${type} ${name}` })).toBeVisible();
    }

    const clients = (await (
      await adminFetch(`/${freshRealm}/clients?clientId=${clientId}`)
    ).json()) as unknown[];
    expect(clients).toHaveLength(1);
    const groups = (await (
      await adminFetch(`/${freshRealm}/groups?search=${group}&exact=true`)
    ).json()) as { name: string }[];
    expect(groups.map((found) => found.name)).toEqual([group]);
    await adminFetch(`/${freshRealm}/roles/${role}`);
  });

  test("deletes a realm once its name is typed exactly, and opens another realm", async ({
    page,
    freshRealm,
  }) => {
    await openConsole(page, `${freshRealm}/realm-settings`);
    await chooseRealmAction(page, "Delete realm");
    const dialog = page.getByRole("dialog", { name: new RegExp(`Delete the realm ${freshRealm}`) });
    await expect(dialog.getByText(/upper and lower case must match/)).toBeVisible();
    const remove = dialog.getByRole("button", { name: "Delete", exact: true });
    const typed = dialog.getByRole("textbox", { name: `Type "${freshRealm}" to confirm` });
    await typed.fill(freshRealm.toUpperCase());
    await expect(remove).toBeDisabled();
    await typed.fill(freshRealm.slice(0, -1));
    await expect(remove).toBeDisabled();
    await typed.fill(freshRealm);
    await expect(remove).toBeEnabled();
    await remove.click();

    await expect(page.getByText(`The realm ${freshRealm} was deleted`)).toBeVisible();
    await expect(page).toHaveURL(/#\/master\/?$/);
    expect(await realmExists(freshRealm)).toBe(false);
    // The realm selector's list no longer offers it.
    await expect(page.getByText(freshRealm, { exact: true })).toHaveCount(0);
  });

  test("the administration realm offers no delete", async ({ page }) => {
    await openConsole(page, "master/realm-settings");
    await page.getByRole("button", { name: "Realm actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Partial export" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete realm" })).toHaveCount(0);
  });

  test("an administrator who may only view the realm sees no realm actions", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, unique("viewer"), ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings`,
    });
    await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Realm actions" })).toHaveCount(0);
  });
});
