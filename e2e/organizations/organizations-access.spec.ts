import type { Page } from "@playwright/test";
import { consoleUrl, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import {
  expect,
  organizationsNamed,
  seedOrganization,
  setOrganizationsEnabled,
} from "./organization-seed";

test.describe("organizations access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a group-querying administrator is told which rights organizations need, and nothing is asked of the server", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, { name: "Hidden", domains: [{ name: "hidden.test" }] });
    const viewer = await createRealmAdmin(realm, "group-querier", ["query-groups"]);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/organizations(\?|$|\/)/.test(request.url())) asked.push(request.url());
    });
    await signInFirstByName(page, realm, viewer, `${realm}/organizations`);

    await expect(
      page.getByRole("heading", { name: "Organizations need a right of their own" }),
    ).toBeVisible();
    await expect(
      page.getByText(/view-organizations, manage-organizations or manage-realm/),
    ).toBeVisible();
    await expect(page.getByRole("grid", { name: "Organizations" })).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Realm navigation" }).getByRole("link", {
        name: "Organizations",
      }),
    ).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("a realm manager without manage-users deletes an organization but is offered no creation", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, {
      name: "Readable",
      description: "Seen, not changed",
      domains: [{ name: "readable.test" }],
    });
    const viewer = await createRealmAdmin(realm, "realm-manager", ["manage-realm", "query-groups"]);
    await signInFirstByName(page, realm, viewer, `${realm}/organizations`);

    const table = page.getByRole("grid", { name: "Organizations" });
    const row = table.getByRole("row", { name: /Readable/ });
    await expect(row.getByText("readable.test")).toBeVisible();
    await expect(row.getByText("Seen, not changed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create organization" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create organization" })).toHaveCount(0);
    // The server deletes organizations for manage-realm: the console offers it.
    await row.getByRole("button", { name: "Actions for Readable" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete organization Readable?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Organization Readable deleted")).toBeVisible();
    expect(await organizationsNamed(realm, "Readable")).toEqual([]);
  });

  test("an organizations viewer sees the list read-only", async ({ page, realm }) => {
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, { name: "Viewed", domains: [{ name: "viewed.test" }] });
    const viewer = await createRealmAdmin(realm, "org-viewer", [
      "view-organizations",
      "query-groups",
      "manage-users",
    ]);
    await signInFirstByName(page, realm, viewer, `${realm}/organizations`);

    const row = page.getByRole("grid", { name: "Organizations" }).getByRole("row", {
      name: /Viewed/,
    });
    await expect(row.getByText("viewed.test")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create organization" })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Actions for Viewed" })).toHaveCount(0);
  });
});

/**
 * Signs in to a realm's console where organizations are on: the login page then asks for the
 * username first (to find the user's organization), and for the password on a second page.
 */
async function signInFirstByName(
  page: Page,
  realm: string,
  user: { username: string; password: string },
  route: string,
): Promise<void> {
  await page.goto(consoleUrl(realm, route));
  await page.getByRole("textbox", { name: /username/i }).fill(user.username);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/admin/${realm}/console/`));
}
