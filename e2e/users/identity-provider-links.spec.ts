import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser } from "./users-helpers";

async function createOidcProvider(realm: string, alias: string, displayName: string) {
  await adminFetch(`/${realm}/identity-provider/instances`, {
    method: "POST",
    body: JSON.stringify({
      alias,
      displayName,
      providerId: "oidc",
      enabled: true,
      config: {
        clientId: "gatehouse",
        clientSecret: "secret",
        clientAuthMethod: "client_secret_post",
        authorizationUrl: `https://${alias}.example.test/auth`,
        tokenUrl: `https://${alias}.example.test/token`,
      },
    }),
  });
}

/** A user named `username` linked to account `externalId` at a new provider `alias`; its id. */
async function seedLinkedUser(realm: string, alias: string, username: string, externalId: string) {
  await createOidcProvider(realm, alias, `${alias} login`);
  const id = await seedUser(realm, { username });
  await adminFetch(`/${realm}/users/${id}/federated-identity/${alias}`, {
    method: "POST",
    body: JSON.stringify({ identityProvider: alias, userId: externalId, userName: username }),
  });
  return id;
}

const linksOf = async (realm: string, id: string) =>
  (await (await adminFetch(`/${realm}/users/${id}/federated-identity`)).json()) as unknown[];

test.describe("user identity provider links", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  // Counts every identity provider of the realm, so the other test's provider must not be there.
  test("links the user to an account at a provider, then unlinks it", async ({
    page,
    freshRealm: realm,
  }) => {
    await createOidcProvider(realm, "partner", "Partner Login");
    await createOidcProvider(realm, "other", "Other Login");
    const id = await seedUser(realm, { username: "dave" });

    await openConsole(page, `${realm}/users/${id}/identity-provider-links`);
    await expect(page.getByRole("heading", { name: "No linked identity providers" })).toBeVisible();
    const available = page.getByRole("grid", { name: "Available identity providers" });
    await expect(available.getByRole("button", { name: /^Link account at/ })).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Search Available identity providers" }).fill("partn");
    await expect(available.getByRole("button", { name: /^Link account at/ })).toHaveCount(1);
    await available.getByRole("button", { name: "Link account at Partner Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Link an account at Partner Login" });
    await dialog.getByRole("textbox", { name: "User ID at Partner Login" }).fill("ext-42");
    await dialog.getByRole("textbox", { name: "Username at Partner Login" }).fill("dave.partner");
    await dialog.getByRole("button", { name: "Link account" }).click();
    await expect(page.getByText("Partner Login was linked.")).toBeVisible();

    const linked = page.getByRole("grid", { name: "Linked identity providers" });
    await expect(linked.getByRole("row", { name: /partner/ })).toContainText("ext-42");
    await expect(linked.getByRole("row", { name: /partner/ })).toContainText("dave.partner");
    expect(await linksOf(realm, id)).toEqual([
      { identityProvider: "partner", userId: "ext-42", userName: "dave.partner" },
    ]);
    await page.getByRole("textbox", { name: "Search Available identity providers" }).fill("");
    await expect(available.getByRole("button", { name: /^Link account at/ })).toHaveCount(1);
    await expect(
      available.getByRole("button", { name: "Link account at Other Login" }),
    ).toBeVisible();

    await linked.getByRole("button", { name: "Actions for partner" }).click();
    await page.getByRole("menuitem", { name: "Unlink" }).click();
    await page
      .getByRole("dialog", { name: "Unlink this identity provider?" })
      .getByRole("button", { name: "Unlink" })
      .click();
    await expect(page.getByRole("heading", { name: "No linked identity providers" })).toBeVisible();
    expect(await linksOf(realm, id)).toEqual([]);
  });

  test("shows links without link or unlink controls to an administrator who may only view users", async ({
    page,
    realm,
  }) => {
    const id = await seedLinkedUser(realm, "partner", "dave", "ext-1");
    const viewer = await createRealmAdmin(realm, "viewer", ["view-users", "query-users"]);

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users/${id}/identity-provider-links`,
    });
    const linked = page.getByRole("grid", { name: "Linked identity providers" });
    await expect(linked.getByRole("row", { name: /partner/ })).toContainText("ext-1");
    await expect(linked.getByRole("button", { name: "Actions for partner" })).toHaveCount(0);
    await expect(page.getByRole("grid", { name: "Available identity providers" })).toHaveCount(0);
  });

  test("lets a user manager without identity provider rights unlink, and says what linking needs", async ({
    page,
    realm,
  }) => {
    const id = await seedLinkedUser(realm, "ally", "erin", "ext-2");
    const manager = await createRealmAdmin(realm, "linker", ["manage-users", "view-users"]);
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });

    await signIn(page, {
      realm,
      username: manager.username,
      password: manager.password,
      route: `${realm}/users/${id}/identity-provider-links`,
    });
    await expect(
      page.getByText(
        "Linking an account needs the right to see the realm's identity providers, which you do not have: view-identity-providers, manage-identity-providers",
      ),
    ).toBeVisible();
    await expect(page.getByRole("grid", { name: "Available identity providers" })).toHaveCount(0);
    const linked = page.getByRole("grid", { name: "Linked identity providers" });
    await linked.getByRole("button", { name: "Actions for ally" }).click();
    await page.getByRole("menuitem", { name: "Unlink" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Unlink" }).click();
    await expect(page.getByText("ally was unlinked.")).toBeVisible();
    expect(await linksOf(realm, id)).toEqual([]);
    expect(refused).toEqual([]);
  });
});
