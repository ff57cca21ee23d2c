import { expect, expectNoAxeViolations, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { seedLdapProvider, storedLdapProvider } from "./ldap-helpers";

test.describe("LDAP provider page for limited administrators", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("view-realm reads every setting, without a change control or an action", async ({
    page,
    realm,
  }) => {
    const id = await seedLdapProvider(realm, "Read-only directory");
    const viewer = await createRealmAdmin(realm, "ldap-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/user-federation/ldap/${id}`,
    });
    await expect(
      page.getByRole("heading", { level: 1, name: "Read-only directory" }),
    ).toBeVisible();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    const usersDn = page.getByRole("textbox", { name: "Users DN" });
    await expect(usersDn).toHaveValue("ou=people,dc=example,dc=test");
    await expect(usersDn).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Connection URL" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Provider actions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Test connection" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show server capabilities" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("manage-realm changes a setting and the server stores it", async ({ page, realm }) => {
    const id = await seedLdapProvider(realm, "Managed directory");
    const manager = await createRealmAdmin(realm, "ldap-manager", ["view-realm", "manage-realm"]);
    await signIn(page, {
      realm,
      username: manager.username,
      password: manager.password,
      route: `${realm}/user-federation/ldap/${id}/settings`,
    });
    const usersDn = page.getByRole("textbox", { name: "Users DN" });
    await usersDn.fill("ou=staff,dc=example,dc=test");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("LDAP provider saved.")).toBeVisible();
    expect((await storedLdapProvider(realm, id)).config["usersDn"]).toEqual([
      "ou=staff,dc=example,dc=test",
    ]);
    // The stored credential stays: the mask went back unchanged.
    await expect(page.getByRole("textbox", { name: "Bind credential" })).toHaveValue("**********");
    await expect(page.getByRole("button", { name: "Provider actions" })).toBeVisible();
  });
});
