import { passwordSignIn, tokenResponse } from "../support/tokens";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { flipSwitch } from "../users/users-helpers";
import {
  keysTable,
  providersTable,
  seedKeyProvider,
  showKeys,
  storedKeyProvider,
  storedRanking,
  storedKeys,
} from "./keys-helpers";
import { expect, saveButton, seedRealmSettings } from "./realm-settings-helpers";

/** The header of a signed token: which algorithm and key signed it. */
function tokenHeader(token: string): { alg: string; kid: string } {
  const header = token.split(".")[0] ?? "";
  return JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as {
    alg: string;
    kid: string;
  };
}

test.describe("realm settings keys tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("an ECDSA provider added above the RSA one signs the realm's tokens with ES256 and its key is listed", async ({
    page,
    realm,
  }) => {
    const name = unique("ec-signing");
    // Another ES256 key of lower priority: the token must name the new one's.
    await seedKeyProvider(realm, unique("ec-lower"), "ecdsa-generated", { priority: ["50"] });
    await openConsole(page, `${realm}/realm-settings/keys/providers`);
    await expect(providersTable(page).getByRole("link", { name: "rsa-generated" })).toBeVisible();

    await page.getByRole("button", { name: "Add provider" }).click();
    await page.getByRole("menuitem", { name: /^ecdsa-generated/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add a key provider of type ecdsa-generated" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("textbox", { name: /^Priority/ }).fill("200");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`Key provider ${name} added`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const stored = await storedKeyProvider(realm, name);
    expect(stored).toMatchObject({ providerId: "ecdsa-generated", config: { priority: ["200"] } });
    // Listed above the RSA provider, whose priority is 100.
    const rows = providersTable(page).getByRole("row");
    await expect(rows.nth(1)).toContainText(name);

    // The server signs with the highest priority key of the realm's signature algorithm.
    await seedRealmSettings(realm, { defaultSignatureAlgorithm: "ES256" });
    const signer = await createRealmAdmin(realm, unique("signer"), []);
    expect(await passwordSignIn(realm, signer.username, signer.password)).toBe(200);
    const { body } = await tokenResponse(realm, {
      grant_type: "password",
      client_id: "admin-cli",
      username: signer.username,
      password: signer.password,
    });
    const header = tokenHeader(String(body["access_token"]));
    const ecKey = (await storedKeys(realm)).find((key) => key.providerId === stored?.id);
    expect(header).toEqual(expect.objectContaining({ alg: "ES256", kid: ecKey?.kid }));

    await page.getByRole("tab", { name: "Keys list" }).click();
    const row = keysTable(page)
      .getByRole("row")
      .filter({ hasText: ecKey?.kid ?? "" });
    await expect(row).toContainText("ES256");
    await expect(row.getByRole("link", { name })).toBeVisible();
    await row.getByRole("button", { name: `Show the public key of ${ecKey?.kid ?? ""}` }).click();
    const keyDialog = page.getByRole("dialog", { name: `Public key of ${ecKey?.kid ?? ""}` });
    await expect(keyDialog.getByRole("textbox")).not.toHaveValue("");
    await expectNoAxeViolations(page);
    await keyDialog.getByRole("button", { name: "Close" }).click();
  });

  test("a provider's priority is edited, it is moved by keyboard, made passive, disabled and deleted", async ({
    page,
    realm,
  }) => {
    const name = unique("rsa-extra");
    await seedKeyProvider(realm, name, "rsa-generated", { priority: ["10"] });
    await openConsole(page, `${realm}/realm-settings/keys/providers`);
    await providersTable(page).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const priority = page.getByRole("textbox", { name: /^Priority/ });
    await expect(priority).toHaveValue("10");
    await priority.fill("42");
    await saveButton(page).click();
    await expect(page.getByText("Key provider saved").last()).toBeVisible();
    await expect
      .poll(async () => (await storedKeyProvider(realm, name))?.config["priority"])
      .toEqual(["42"]);

    // Made passive: its key stays, but no longer signs.
    await flipSwitch(page.getByRole("switch", { name: "Active", exact: true }));
    await saveButton(page).click();
    await expect(page.getByText("Key provider saved").last()).toBeVisible();
    const id = (await storedKeyProvider(realm, name))?.id;
    await goToRoute(page, `${realm}/realm-settings/keys/list`);
    await showKeys(page, "Passive keys");
    await expect(keysTable(page).getByRole("link", { name })).toBeVisible();
    const passive = (await storedKeys(realm)).filter((key) => key.providerId === id);
    expect(passive.map((key) => key.status)).toEqual(["PASSIVE"]);

    // Moved above the first provider with the keyboard: its priority goes above that one's.
    await page.getByRole("tab", { name: "Providers" }).click();
    const table = providersTable(page);
    // The realm's own providers share priority 100; this one, at 42, is listed below them.
    await expect(table.getByRole("row").last()).toContainText(name);
    await expectNoAxeViolations(page);
    const ownRow = table.getByRole("row").filter({ hasText: name });
    // Its place among the body's rows: each press moves it one up, until it is the first.
    let place = await ownRow.evaluate((row) => (row as HTMLTableRowElement).sectionRowIndex);
    const moveUp = table.getByRole("button", { name: `Move ${name} up` });
    while (place > 0) {
      // Disabled while the previous move is being saved.
      await expect(moveUp).toBeEnabled();
      await moveUp.focus();
      await page.keyboard.press("Enter");
      // Row 0 of the grid is its header: the body's row `place - 1` is the grid's `place`.
      await expect(table.getByRole("row").nth(place)).toContainText(name);
      place -= 1;
    }
    await expect(table.getByRole("row").nth(1)).toContainText(name);
    // Stored above every other provider's priority, so the server ranks it first too.
    await expect.poll(() => storedRanking(realm, name)).toBe("first");

    // Dragged back onto the last row's place: listed last, and stored below every other.
    // Rows can be dragged once the last move is saved and the list read again.
    await expect(table.getByRole("button", { name: `Move ${name} down` })).toBeEnabled();
    const lastRow = table.getByRole("row").last();
    const lastName = (await lastRow.getByRole("link").textContent()) ?? "";
    // Held and dropped at the rows' left edge, by the grip, clear of the notifications on the right.
    const edge = { x: 12, y: 12 };
    await table
      .getByRole("row")
      .nth(1)
      .dragTo(lastRow, { sourcePosition: edge, targetPosition: edge });
    await expect(table.getByRole("row").last()).toContainText(name);
    await expect(table.getByRole("row").nth(-2)).toContainText(lastName);
    await expect.poll(() => storedRanking(realm, name)).toBe("last");

    // Disabled: its key is listed among the disabled ones.
    await table.getByRole("link", { name }).click();
    await flipSwitch(page.getByRole("switch", { name: "Enabled", exact: true }));
    await saveButton(page).click();
    await expect(page.getByText("Key provider saved").last()).toBeVisible();
    await goToRoute(page, `${realm}/realm-settings/keys/list?status=DISABLED`);
    await expect(keysTable(page).getByRole("link", { name })).toBeVisible();

    // Deleted after confirming: it and its key are gone.
    await page.getByRole("tab", { name: "Providers" }).click();
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: /Delete the key provider\?/ });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText(`Key provider ${name} deleted`)).toBeVisible();
    await expect(providersTable(page).getByRole("link", { name })).toHaveCount(0);
    expect(await storedKeyProvider(realm, name)).toBeUndefined();
    expect((await storedKeys(realm)).some((key) => key.providerId === id)).toBe(false);
  });

  test("an administrator who may only view the realm sees the keys and providers read-only", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, unique("keys-viewer"), ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/keys/list`,
    });
    await expect(keysTable(page).getByRole("link", { name: "rsa-generated" })).toBeVisible();

    await page.getByRole("tab", { name: "Providers" }).click();
    const table = providersTable(page);
    await expect(table.getByRole("link", { name: "rsa-generated" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add provider" })).toHaveCount(0);
    await expect(table.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await expect(table.getByRole("button", { name: /^Actions for / })).toHaveCount(0);

    await table.getByRole("link", { name: "rsa-generated" }).click();
    await expect(page.getByRole("textbox", { name: /^Priority/ })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
  });
});
