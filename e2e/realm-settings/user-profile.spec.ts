import type { Page } from "@playwright/test";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { findStoredUsers, flipSwitch, storedUser } from "../users/users-helpers";
import { expect, saveButton } from "./realm-settings-helpers";
import {
  attributeNames,
  attributesRoute,
  attributesTable,
  seedProfile,
  storedProfile,
} from "./user-profile-helpers";

/** The test ids (field names) of the add-user form's text boxes, in the order the form shows them. */
async function addUserFieldOrder(page: Page, realm: string): Promise<string[]> {
  await goToRoute(page, `${realm}/users/add-user`);
  await expect(page.getByRole("textbox", { name: "Username" })).toBeVisible();
  return page
    .getByRole("textbox")
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("data-testid") ?? ""));
}

const patternMessage = "Use lower-case letters only";

test.describe("realm settings user profile", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("a required attribute with length and pattern validators is checked in the add-user form, the pattern by the server", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 400/,
      "the server refuses a value its pattern does not match, as the test wants",
      /\/users$/,
    );
    await openConsole(page, `${realm}/realm-settings`);
    await page.getByRole("tab", { name: "User profile" }).click();
    await expect(attributesTable(page).getByRole("link", { name: "firstName" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Create attribute" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create attribute" })).toBeVisible();

    await page.getByRole("textbox", { name: "Attribute name" }).fill("nickname");
    await page.getByRole("textbox", { name: "Display name" }).fill("Nickname");
    await flipSwitch(page.getByRole("switch", { name: "Required field" }));
    await page.getByRole("button", { name: "Add validator" }).click();
    const dialog = page.getByRole("dialog", { name: "Add validator" });
    // The server has many validators: the select filters them as one types.
    await dialog.getByRole("combobox", { name: "Validator" }).fill("length");
    await page.getByRole("option", { name: "length", exact: true }).click();
    await dialog.getByRole("textbox", { name: /min/i }).fill("3");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add validator" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("gridcell", { name: "min: 3" })).toBeVisible();
    // A pattern the add-user form leaves to the server, with a message of the administrator's.
    await page.getByRole("button", { name: "Add validator" }).click();
    await dialog.getByRole("combobox", { name: "Validator" }).fill("pattern");
    await page.getByRole("option", { name: "pattern", exact: true }).click();
    await dialog.getByRole("textbox", { name: /^RegExp pattern/ }).fill("^[a-z]+$");
    await dialog.getByRole("textbox", { name: /^Error message key/ }).fill(patternMessage);
    await dialog.getByRole("button", { name: "Add validator" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Attribute nickname created")).toBeVisible();
    await expect(attributesTable(page).getByRole("link", { name: "nickname" })).toBeVisible();

    const stored = (await storedProfile(realm)).attributes.find(
      (attribute) => attribute.name === "nickname",
    );
    expect(stored).toMatchObject({
      displayName: "Nickname",
      required: { roles: ["admin", "user"] },
      permissions: { view: ["admin", "user"], edit: ["admin"] },
      validations: {
        length: { min: "3" },
        pattern: { pattern: "^[a-z]+$", "error-message": patternMessage },
      },
    });

    // The users section draws its form from the profile: the new field is there, required.
    await goToRoute(page, `${realm}/users/add-user`);
    await page.getByRole("textbox", { name: "Username" }).fill("newcomer");
    const nickname = page.getByRole("textbox", { name: /^Nickname/ });
    await expect(nickname).toBeVisible();
    // Required: the form cannot be sent without it.
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
    await nickname.fill("ab");
    await nickname.blur();
    await expect(nickname).toHaveAccessibleDescription(/3/);
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
    expect(await findStoredUsers(realm, "newcomer")).toEqual([]);
    // Long enough, but refused by the server's pattern: its message lands on the field.
    await nickname.fill("ABC");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(nickname).toHaveAccessibleDescription(patternMessage);
    await expect(nickname).toHaveValue("ABC");
    expect(await findStoredUsers(realm, "newcomer")).toEqual([]);
    await nickname.fill("abc");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("The user was created.")).toBeVisible();
    const [created] = await findStoredUsers(realm, "newcomer");
    expect(await storedUser(realm, created?.id ?? "")).toMatchObject({
      attributes: { nickname: ["abc"] },
    });
  });

  test("attributes moved by keyboard and by drag are stored in that order and shown so in the add-user form", async ({
    page,
    realm,
  }) => {
    await openConsole(page, attributesRoute(realm));
    const table = attributesTable(page);
    await expect(table.getByRole("link", { name: "lastName" })).toBeVisible();
    const before = attributeNames(await storedProfile(realm));
    expect(before.slice(0, 4)).toEqual(["username", "email", "firstName", "lastName"]);

    await page.getByRole("button", { name: "Move lastName up" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Attribute order saved")).toBeVisible();
    await expect
      .poll(async () => attributeNames(await storedProfile(realm)).slice(0, 4))
      .toEqual(["username", "email", "lastName", "firstName"]);

    await page.reload();
    await expect(table.getByRole("link", { name: "email" })).toBeVisible();
    await table
      .getByTestId("attribute-row-email")
      .dragTo(table.getByTestId("attribute-row-username"));
    await expect
      .poll(async () => attributeNames(await storedProfile(realm)).slice(0, 4))
      .toEqual(["email", "username", "lastName", "firstName"]);

    const order = await addUserFieldOrder(page, realm);
    const position = (field: string) => order.indexOf(field);
    expect(position("email")).toBeGreaterThan(-1);
    expect(position("email")).toBeLessThan(position("username"));
    expect(position("lastName")).toBeGreaterThan(-1);
    expect(position("lastName")).toBeLessThan(position("firstName"));
  });

  test("an attribute group is created, edited and deleted, its attributes kept", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/user-profile/attributes-group`);
    await page.getByRole("link", { name: "Create attributes group" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create attributes group" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("address");
    await page.getByRole("textbox", { name: "Display header" }).fill("Address");
    await page.getByRole("textbox", { name: "Display description" }).fill("Where you live");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Attributes group address saved")).toBeVisible();
    await expect
      .poll(async () => (await storedProfile(realm)).groups?.find((g) => g.name === "address"))
      .toMatchObject({ displayHeader: "Address", displayDescription: "Where you live" });

    await page.getByRole("link", { name: "address" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeDisabled();
    await page.getByRole("textbox", { name: "Display header" }).fill("Postal address");
    await saveButton(page).click();
    await expect(
      page.getByRole("tab", { name: "Attributes groups", selected: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await storedProfile(realm)).groups?.find((g) => g.name === "address"))
      .toMatchObject({ displayHeader: "Postal address" });

    await seedProfile(realm, (profile) => ({
      ...profile,
      attributes: profile.attributes.map((attribute) =>
        attribute.name === "lastName" ? { ...attribute, group: "address" } : attribute,
      ),
    }));
    await page.reload();
    await page.getByRole("button", { name: "Actions for address" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: /Delete attributes group address\?/ });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Attributes group address deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: "address" })).toHaveCount(0);
    const stored = await storedProfile(realm);
    expect(stored.groups?.map((group) => group.name)).not.toContain("address");
    expect(stored.attributes.find((attribute) => attribute.name === "lastName")?.group).toBe(
      undefined,
    );
  });

  test("the JSON editor refuses text that is not JSON and saves an edited configuration", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/user-profile/json-editor`);
    const editor = page.getByRole("textbox", { name: "User profile configuration" });
    await expect(editor).toContainText('"username"');
    await expectNoAxeViolations(page);
    const profile = await storedProfile(realm);

    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText('{"attributes": [');
    await expect(page.getByText("Enter valid JSON.")).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    const edited = {
      ...profile,
      attributes: profile.attributes.map((attribute) =>
        attribute.name === "firstName" ? { ...attribute, displayName: "Given name" } : attribute,
      ),
    };
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(JSON.stringify(edited, null, 2));
    await saveButton(page).click();
    await expect(page.getByText("User profile saved")).toBeVisible();
    await expect
      .poll(
        async () =>
          (await storedProfile(realm)).attributes.find((a) => a.name === "firstName")?.displayName,
      )
      .toBe("Given name");

    await page.getByRole("tab", { name: "Attributes", exact: true }).click();
    await expect(
      attributesTable(page)
        .getByRole("row", { name: /firstName/ })
        .getByText("Given name"),
    ).toBeVisible();
  });

  test("an administrator who may only view the realm sees the user profile read-only", async ({
    page,
    realm,
  }) => {
    await seedProfile(realm, (profile) => ({
      ...profile,
      // Attributes other tests of this realm made required would refuse the new administrator.
      attributes: profile.attributes.map((attribute) =>
        attribute.name === "nickname" ? { ...attribute, required: undefined } : attribute,
      ),
      groups: [...(profile.groups ?? []), { name: "contact", displayHeader: "Contact" }],
    }));
    const viewer = await createRealmAdmin(realm, "profile-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: attributesRoute(realm),
    });
    const table = attributesTable(page);
    await expect(table.getByRole("gridcell", { name: "firstName", exact: true })).toBeVisible();
    await expect(table.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create attribute" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Attributes groups" }).click();
    await page.getByRole("link", { name: "contact" }).click();
    await expect(page.getByRole("textbox", { name: "Display header" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await goToRoute(page, `${realm}/realm-settings/user-profile/json-editor`);
    const editor = page.getByRole("textbox", { name: "User profile configuration" });
    await expect(editor).toHaveAttribute("aria-readonly", "true");
    await expect(saveButton(page)).toHaveCount(0);
  });
});
