import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedOrganization, setOrganizationsEnabled } from "./organization-seed";

test.describe("organizations access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a group-querying administrator sees the organizations list without any change action", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, {
      name: "Readable",
      description: "Seen, not changed",
      domains: [{ name: "readable.test" }],
    });
    const viewer = await createRealmAdmin(realm, "group-querier", ["query-groups"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/organizations`,
    });

    const table = page.getByRole("grid", { name: "Organizations" });
    const row = table.getByRole("row", { name: /Readable/ });
    await expect(row.getByText("readable.test")).toBeVisible();
    await expect(row.getByText("Seen, not changed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create organization" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create organization" })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Actions for Readable" })).toHaveCount(0);
  });
});
