import { signIn } from "../support/fixtures";
import { createLdapProvider, test } from "../support/ldap";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { expect, providerRow, seedKerberosProvider } from "./provider-helpers";

test.describe("user federation for administrators who may only view the realm", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("the list and a provider show read-only, without add, delete or save", async ({
    page,
    realm,
    ldapServer,
    browserWatch,
  }) => {
    // A realm with a Kerberos provider first answers its login page with a Negotiate challenge.
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 401/,
      "the login page's Kerberos challenge, which the browser answers with the password form",
      /\/protocol\/openid-connect\/auth\?/,
    );
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 404/,
      "the challenge page names no icon, so the browser asks for the default one",
      /\/favicon\.ico$/,
    );
    const kerberos = unique("Kerberos");
    const directory = unique("Directory");
    // Before the read-only directory is added: the realm would then refuse to create users.
    const viewer = await createRealmAdmin(realm, unique("viewer"), ["view-realm"]);
    const id = await seedKerberosProvider(realm, kerberos);
    await createLdapProvider(realm, ldapServer, { name: directory });
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/user-federation`,
    });
    await expect(page.getByRole("heading", { level: 1, name: "User federation" })).toBeVisible();
    await expect(providerRow(page, kerberos)).toBeVisible();
    await expect(providerRow(page, directory)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add provider" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Actions for ${kerberos}` })).toHaveCount(0);

    await providerRow(page, kerberos).getByRole("link", { name: kerberos }).click();
    await expect(page.getByRole("heading", { level: 1, name: kerberos })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user-federation/kerberos/${id}$`));
    await expect(page.getByRole("textbox", { name: "Kerberos realm" })).toHaveValue("EXAMPLE.ORG");
    await expect(page.getByRole("textbox", { name: "Kerberos realm" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Debug" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Provider actions" })).toHaveCount(0);
  });

  test("the page that adds a provider names the missing right", async ({ page, freshRealm }) => {
    const viewer = await createRealmAdmin(freshRealm, unique("viewer"), ["view-realm"]);
    await signIn(page, {
      realm: freshRealm,
      username: viewer.username,
      password: viewer.password,
      route: `${freshRealm}/user-federation`,
    });
    await expect(page.getByRole("heading", { level: 2, name: "No user federation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Kerberos provider" })).toHaveCount(0);
    await page.goto(page.url().replace(/user-federation$/, "user-federation/kerberos/new"));
    await expect(page.getByText("manage-realm")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Kerberos realm" })).toHaveCount(0);
  });
});
