import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, expectUsernames, seedUser } from "./users-helpers";

/** An LDAP user storage provider; its server does not exist, which the list never needs. */
async function addLdapProvider(realm: string): Promise<void> {
  const { id } = (await (await adminFetch(`/${realm}`)).json()) as { id: string };
  await adminFetch(`/${realm}/components`, {
    method: "POST",
    body: JSON.stringify({
      name: "corporate-ldap",
      providerId: "ldap",
      providerType: "org.keycloak.storage.UserStorageProvider",
      parentId: id,
      config: {
        enabled: ["true"],
        vendor: ["other"],
        connectionUrl: ["ldap://127.0.0.1:1"],
        usersDn: ["ou=people,dc=example,dc=test"],
        usernameLDAPAttribute: ["uid"],
        rdnLDAPAttribute: ["uid"],
        uuidLDAPAttribute: ["entryUUID"],
        userObjectClasses: ["inetOrgPerson"],
        authType: ["none"],
        editMode: ["READ_ONLY"],
        importEnabled: ["true"],
        searchScope: ["1"],
        pagination: ["false"],
      },
    }),
  });
}

test.describe("users list with user storage", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("asks for a search before listing users, then lists the matches", async ({
    page,
    realm,
  }) => {
    await seedUser(realm, { username: "annika", email: "annika@example.test" });
    await seedUser(realm, { username: "bert" });
    await addLdapProvider(realm);
    const listCalls: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^\/admin\/realms\/[^/]+\/users(\/count)?$/.test(url.pathname)) listCalls.push(url);
    });
    await openConsole(page, `${realm}/users`);
    await expect(page.getByRole("heading", { name: "Search for users" })).toBeVisible();
    await expect(page.getByText(/reads users from a user federation provider/)).toBeVisible();
    await expect(page.getByRole("grid", { name: "Users" })).toHaveCount(0);
    expect(listCalls).toEqual([]);
    await expectNoAxeViolations(page);

    const search = page.getByRole("textbox", { name: "Search Users" });
    await search.fill("ann");
    await search.press("Enter");
    await expectUsernames(page, ["annika"]);
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((url) => url.searchParams.get("search") === "ann")).toBe(true);

    const again = page.getByRole("textbox", { name: "Search Users" });
    await again.fill("nobody-here");
    await again.press("Enter");
    await expect(page.getByRole("heading", { name: 'No users match "nobody-here"' })).toBeVisible();
  });
});
