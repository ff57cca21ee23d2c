import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser } from "./users-helpers";
import { searchPicker } from "../support/pickers";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

async function enableOrganizations(realm: string): Promise<void> {
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({ realm, organizationsEnabled: true }),
  });
}

async function createOrganization(realm: string, name: string, domain: string): Promise<void> {
  await adminFetch(`/${realm}/organizations`, {
    method: "POST",
    body: JSON.stringify({ name, alias: name.toLowerCase(), domains: [{ name: domain }] }),
  });
}

test.describe("user organizations", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("joins an organization from the searchable list and leaves it", async ({ page, realm }) => {
    const id = await seedUser(realm, { username: "omar", email: "omar@example.test" });
    const memberships = async () =>
      (await json<{ name: string }[]>(`/${realm}/organizations/members/${id}/organizations`)).map(
        (organization) => organization.name,
      );

    await openConsole(page, `${realm}/users/${id}/organizations`);
    // The login page asks for the username alone once organizations are on; switch them on after.
    await enableOrganizations(realm);
    await createOrganization(realm, "Acme", "acme.test");
    await createOrganization(realm, "Globex", "globex.test");
    await page.reload();
    // Before organizations were on, the console may have moved from their tab to the details.
    await expect(page.getByRole("tab", { name: "Organizations" })).toBeVisible();
    await goToRoute(page, `${realm}/users/${id}/organizations`);
    await expect(page.getByRole("heading", { name: "No organizations" })).toBeVisible();
    await page.getByRole("button", { name: "Join organization" }).click();
    const dialog = page.getByRole("dialog", { name: "Join an organization" });
    await searchPicker(dialog, "Search by name or domain", "acme");
    await expect(dialog.getByRole("radio", { name: "Globex" })).toHaveCount(0);
    await dialog.getByRole("radio", { name: "Acme" }).check();
    await dialog.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("Joined Acme.")).toBeVisible();

    const table = page.getByRole("grid", { name: "Organizations" });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: /^Acme/ }) });
    await expect(row).toContainText("acme.test");
    await expect(row).toContainText("acme");
    expect(await memberships()).toEqual(["Acme"]);
    await expectNoAxeViolations(page);

    await table.getByRole("button", { name: "Actions for Acme" }).click();
    await page.getByRole("menuitem", { name: "Leave" }).click();
    const confirm = page.getByRole("dialog", { name: "Leave this organization?" });
    await expect(confirm).toContainText("omar stops being a member of Acme.");
    await confirm.getByRole("button", { name: "Leave" }).click();
    await expect(page.getByText("Left Acme.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No organizations" })).toBeVisible();
    expect(await memberships()).toEqual([]);
  });

  test("shows the disabled label, domains two at a time, description and membership type", async ({
    page,
    realm,
  }) => {
    const id = await seedUser(realm, { username: "ines", email: "ines@example.test" });
    await openConsole(page, `${realm}/users/${id}/organizations`);
    await enableOrganizations(realm);
    await adminFetch(`/${realm}/organizations`, {
      method: "POST",
      body: JSON.stringify({
        name: "Initech",
        alias: "initech",
        enabled: false,
        description: "Printer repairs",
        domains: [{ name: "initech.test" }, { name: "initech.example" }, { name: "tps.test" }],
      }),
    });
    const [initech] = await json<{ id: string }[]>(
      `/${realm}/organizations?search=Initech&exact=true`,
    );
    await adminFetch(`/${realm}/organizations/${initech?.id ?? ""}/members`, {
      method: "POST",
      body: JSON.stringify(id),
    });
    await page.reload();
    await expect(page.getByRole("tab", { name: "Organizations" })).toBeVisible();
    await goToRoute(page, `${realm}/users/${id}/organizations`);

    const table = page.getByRole("grid", { name: "Organizations" });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: /^Initech/ }) });
    await expect(row.getByRole("gridcell", { name: "Initech Disabled" })).toBeVisible();
    await expect(row.getByRole("gridcell", { name: "Printer repairs" })).toBeVisible();
    await expect(row.getByRole("gridcell", { name: "Unmanaged", exact: true })).toBeVisible();
    const domains = row.getByRole("list", { name: "Domains of Initech" });
    // The server keeps no order of domains: two of the three show, then a button for the rest.
    const shown = domains.getByRole("listitem").filter({ hasText: /\.(test|example)$/ });
    await expect(shown).toHaveCount(2);
    await domains.getByRole("button", { name: "Show 1 more" }).click();
    await expect(shown).toHaveCount(3);
    await expect(domains.getByText("tps.test")).toBeVisible();
    await domains.getByRole("button", { name: "Show less" }).click();
    await expect(shown).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  // Starts with organizations off, which the other test of the file turns on.
  test("shows the tab only with organizations on and manage-realm", async ({
    page,
    freshRealm: realm,
  }) => {
    const userManager = await createRealmAdmin(realm, "keeper", [
      "query-users",
      "view-users",
      "manage-users",
    ]);
    const id = await seedUser(realm, { username: "pia" });

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByRole("tab", { name: "Sessions" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Organizations" })).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, {
      realm,
      username: userManager.username,
      password: userManager.password,
      route: `${realm}/users/${id}/settings`,
    });
    await enableOrganizations(realm);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Sessions" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Organizations" })).toHaveCount(0);
  });
});
