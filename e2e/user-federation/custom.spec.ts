import { adminFetch } from "../../server/src/testing/admin-api";
import { userStorageProviderType } from "../../server/src/testing/ldap-provider";
import { expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import { expect } from "./provider-helpers";

/** The user-storage kinds the server under test offers, as its server info lists them. */
async function offeredKinds(): Promise<string[]> {
  const info = (await (await adminFetch("/../serverinfo")).json()) as {
    componentTypes: Record<string, { id: string }[]>;
  };
  return (info.componentTypes[userStorageProviderType] ?? []).map((type) => type.id);
}

test.describe("custom user-storage providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a kind the server does not have says so, for a new provider and a stored one", async ({
    page,
    realm,
  }) => {
    const kind = "no-such-storage";
    expect(await offeredKinds()).not.toContain(kind);
    await openConsole(page, `${realm}/user-federation/${kind}/new`);
    const missing = page.getByRole("heading", {
      level: 1,
      name: `This server has no user storage provider called ${kind}`,
    });
    await expect(missing).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to user federation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "User federation" })).toBeVisible();

    await goToRoute(page, `${realm}/user-federation/${kind}/some-id`);
    await expect(missing).toBeVisible();
  });

  test("every custom kind the server lists gets a card on the start page", async ({
    page,
    freshRealm,
  }) => {
    const custom = (await offeredKinds()).filter((kind) => kind !== "ldap" && kind !== "kerberos");
    await openConsole(page, `${freshRealm}/user-federation`);
    await expect(page.getByRole("link", { name: "Add LDAP provider" })).toBeVisible();
    // The server under test may bring no extension at all; then LDAP and Kerberos are the cards.
    await expect(
      page.getByRole("main").getByRole("link", { name: /^Add .+ provider$/ }),
    ).toHaveCount(2 + custom.length);
    for (const kind of custom)
      await expect(page.getByRole("link", { name: `Add ${kind} provider` })).toBeVisible();
  });
});
