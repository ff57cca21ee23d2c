import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import {
  expect,
  mappersTable,
  oidcProvider,
  seedMapper,
  seedProvider,
  storedMappers,
} from "./idp-list-helpers";

test.describe("identity provider mappers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a hard-coded attribute mapper, changes its value and deletes it", async ({
    page,
    realm,
  }) => {
    const alias = unique("mapped");
    await seedProvider(realm, oidcProvider(alias));
    await openConsole(page, `${realm}/identity-providers/oidc/${alias}/mappers`);
    await expect(page.getByRole("heading", { name: "No mappers" })).toBeVisible();
    await page.getByRole("button", { name: "Add mapper" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add mapper" })).toBeVisible();

    // A name of spaces only is refused beside the field, before anything is sent.
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill("   ");
    await expect(page.getByText("Enter a name, not only spaces.")).toBeVisible();
    await name.fill("department");
    await page.getByRole("combobox", { name: "Mapper type" }).fill("Hardcoded Attr");
    await page.getByRole("option", { name: "Hardcoded Attribute" }).click();
    await page.getByRole("textbox", { name: "User Attribute", exact: true }).fill("department");
    await page.getByRole("textbox", { name: "User Attribute Value" }).fill("sales");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("Mapper department created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "department" })).toBeVisible();
    await expect
      .poll(() => storedMappers(realm, alias))
      .toEqual([
        expect.objectContaining({
          name: "department",
          identityProviderMapper: "hardcoded-attribute-idp-mapper",
          config: { syncMode: "INHERIT", attribute: "department", "attribute.value": "sales" },
        }),
      ]);

    // The name is fixed once created; the value and the sync mode change in place.
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
    await page.getByRole("textbox", { name: "User Attribute Value" }).fill("support");
    await page.getByRole("button", { name: /^Sync mode override/ }).click();
    await page.getByRole("option", { name: "Force" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Mapper saved")).toBeVisible();
    await expect
      .poll(async () => (await storedMappers(realm, alias))[0]?.config)
      .toEqual({ syncMode: "FORCE", attribute: "department", "attribute.value": "support" });

    await page.getByRole("button", { name: "Mapper actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete mapper department?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Mapper department deleted")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${alias}/mappers$`));
    await expect(page.getByRole("heading", { name: "No mappers" })).toBeVisible();
    expect(await storedMappers(realm, alias)).toEqual([]);
  });

  test("lists a provider's mappers with their type, opens one and deletes one from its row", async ({
    page,
    realm,
  }) => {
    const alias = unique("listed");
    await seedProvider(realm, oidcProvider(alias));
    await seedMapper(realm, alias, {
      name: "team",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "INHERIT", attribute: "team", "attribute.value": "blue" },
    });
    await seedMapper(realm, alias, {
      name: "email-claim",
      identityProviderMapper: "oidc-user-attribute-idp-mapper",
      config: { syncMode: "IMPORT", claim: "email", "user.attribute": "email" },
    });
    await openConsole(page, `${realm}/identity-providers/oidc/${alias}/mappers`);
    const teamRow = mappersTable(page).getByRole("row", { name: /team/ });
    await expect(teamRow).toContainText("Hardcoded Attribute");
    await expect(mappersTable(page).getByRole("row", { name: /email-claim/ })).toContainText(
      "Attribute Importer",
    );

    await mappersTable(page).getByRole("link", { name: "email-claim" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "email-claim" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Sync mode override/ })).toContainText("Import");
    await page.goBack();

    await teamRow.getByRole("button", { name: "Actions for team" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete mapper team?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Mapper team deleted")).toBeVisible();
    await expect(teamRow).toHaveCount(0);
    expect((await storedMappers(realm, alias)).map((mapper) => mapper.name)).toEqual([
      "email-claim",
    ]);
  });
});
