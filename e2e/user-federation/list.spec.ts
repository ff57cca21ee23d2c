import { expectNoAxeViolations, goToRoute, openConsole } from "../support/fixtures";
import { createLdapProvider, test } from "../support/ldap";
import { unique } from "../support/realms";
import {
  expect,
  providerRow,
  providersTable,
  seedKerberosProvider,
  storedProviders,
} from "./provider-helpers";

test.describe("user federation list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a realm without providers offers a card per kind, each opening its add page", async ({
    page,
    freshRealm,
  }) => {
    await openConsole(page, `${freshRealm}/user-federation`);
    await expect(page.getByRole("heading", { level: 1, name: "User federation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add LDAP provider" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Kerberos provider" })).toBeVisible();
    await expect(providersTable(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Add Kerberos provider" }).click();
    await expect(page).toHaveURL(new RegExp(`/${freshRealm}/user-federation/kerberos/new$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Add Kerberos provider" }),
    ).toBeVisible();
  });

  test("lists every provider with its kind, state and priority, filters by kind and deletes after warning", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const directory = unique("Directory");
    const kerberos = unique("Kerberos");
    await createLdapProvider(realm, ldapServer, {
      name: directory,
      config: { priority: ["5"] },
    });
    await seedKerberosProvider(realm, kerberos, { enabled: ["false"], priority: ["2"] });

    await openConsole(page, `${realm}/user-federation`);
    await expect(page.getByRole("heading", { level: 1, name: "User federation" })).toBeVisible();
    await expect(providerRow(page, directory).getByRole("gridcell")).toContainText([
      directory,
      "LDAP",
      "Enabled",
      "5",
    ]);
    await expect(providerRow(page, kerberos).getByRole("gridcell")).toContainText([
      kerberos,
      "Kerberos",
      "Disabled",
      "2",
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add provider" }).click();
    await expect(page.getByRole("menuitem", { name: "LDAP" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Kerberos" }).click();
    await expect(page).toHaveURL(new RegExp(`/${realm}/user-federation/kerberos/new$`));

    await goToRoute(page, `${realm}/user-federation/ldap`);
    await expect(page.getByRole("heading", { level: 1, name: "LDAP providers" })).toBeVisible();
    await expect(providerRow(page, directory)).toBeVisible();
    await expect(providerRow(page, kerberos)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add LDAP provider" })).toBeVisible();

    await goToRoute(page, `${realm}/user-federation/kerberos`);
    await expect(page.getByRole("heading", { level: 1, name: "Kerberos providers" })).toBeVisible();
    await expect(providerRow(page, kerberos)).toBeVisible();
    await expect(providerRow(page, directory)).toHaveCount(0);

    await providerRow(page, kerberos)
      .getByRole("button", { name: `Actions for ${kerberos}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete provider ${kerberos}?` });
    await expect(dialog).toContainText("every user it imported into the realm");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Provider ${kerberos} deleted`)).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "No Kerberos provider" }),
    ).toBeVisible();
    const names = (await storedProviders(realm)).map((provider) => provider.name);
    expect(names).toContain(directory);
    expect(names).not.toContain(kerberos);

    // The provider's name leads to its page.
    await goToRoute(page, `${realm}/user-federation`);
    await providerRow(page, directory).getByRole("link", { name: directory }).click();
    await expect(page).toHaveURL(new RegExp(`/${realm}/user-federation/ldap/[^/]+$`));
  });
});
