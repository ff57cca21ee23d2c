import type { LdapServer } from "../../server/src/testing/ldap-server";
import { expectNoAxeViolations, openConsole, signIn } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { createLdapProvider, findUserId, syncLdapUsers, test } from "../support/ldap";
import { createRealmAdmin } from "../support/users";
import { expect } from "./users-helpers";

const providerName = "Corporate directory";

/** Each realm's LDAP provider, added and synchronised once for the file's tests. */
const providers = new Map<string, Promise<string>>();

/** The id of `username`, imported from the worker's LDAP server into `realm`. */
async function importedUser(realm: string, ldap: LdapServer, username: string): Promise<string> {
  let provider = providers.get(realm);
  if (provider === undefined) {
    provider = createLdapProvider(realm, ldap, { name: providerName }).then(async (id) => {
      await syncLdapUsers(realm, id);
      return id;
    });
    providers.set(realm, provider);
  }
  await provider;
  return findUserId(realm, username);
}

test.describe("users from user federation", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an imported user's details name its LDAP provider", async ({ page, realm, ldapServer }) => {
    const id = await importedUser(realm, ldapServer, "ada");
    // The server checks the password against the directory: the user really is LDAP's.
    expect(await passwordSignIn(realm, "ada", "Ada-Ldap-1")).toBe(200);

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: "ada" })).toBeVisible();
    // The provider's name links to its page in the user federation section.
    const link = page.getByRole("link", { name: providerName });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/${realm}/user-federation/ldap/${await providers.get(realm)}$`),
    );
  });

  test("the credentials tab lists the password the directory keeps, without actions", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const id = await importedUser(realm, ldapServer, "grace");
    await openConsole(page, `${realm}/users/${id}/credentials`);
    const grid = page.getByRole("grid", { name: "Credentials" });
    const password = grid.getByRole("row", { name: /password/ });
    await expect(password.getByText(`Stored by ${providerName}`)).toBeVisible();
    await expect(password.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
    // The provider is read-only: the server would refuse a new password.
    await expect(page.getByRole("button", { name: "Reset password" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an administrator without view-realm still reads the provider's name", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const id = await importedUser(realm, ldapServer, "alan");
    const viewer = await createRealmAdmin(realm, "federation-viewer", ["view-users"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users/${id}/settings`,
    });
    await expect(page.getByRole("textbox", { name: "Federation link" })).toHaveValue(providerName);
  });
});
