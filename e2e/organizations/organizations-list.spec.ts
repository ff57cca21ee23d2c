import { goToRoute, openConsole, test } from "../support/fixtures";
import {
  expect,
  organizationsNamed,
  seedOrganization,
  setOrganizationsEnabled,
  switchOn,
} from "./organization-seed";

test.describe("organizations list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an organization created with a domain opens on its settings and is found by name in the list", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    await openConsole(page, `${realm}/organizations/new`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Create organization" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Northwind");
    await page.getByRole("textbox", { name: "Domain 1" }).fill("northwind.test");
    await switchOn(page.getByRole("switch", { name: "Domain 1 verified" }));
    await page.getByRole("textbox", { name: "Description" }).fill("Trading partner");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Northwind" })).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/[^/]+\/settings$/);
    const [stored] = await organizationsNamed(realm, "Northwind");
    expect(stored?.domains).toEqual([{ name: "northwind.test", verified: true }]);
    expect(stored?.alias).toBe("Northwind");

    await seedOrganization(realm, { name: "Contoso", domains: [{ name: "contoso.test" }] });
    await goToRoute(page, `${realm}/organizations`);
    const table = page.getByRole("grid", { name: "Organizations" });
    const search = page.getByRole("textbox", { name: "Search Organizations" });
    await search.fill("Northw");
    await search.press("Enter");
    const row = table.getByRole("row", { name: /Northwind/ });
    await expect(row).toBeVisible();
    await expect(row.getByText("northwind.test")).toBeVisible();
    await expect(row.getByText("Trading partner")).toBeVisible();
    await expect(table.getByRole("row", { name: /Contoso/ })).toHaveCount(0);
  });

  test("a domain another organization holds is refused on its field and what was typed stays", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 400/,
      "the server refuses the taken domain, which the test is about",
      /\/organizations$/,
    );
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, { name: "Holder", domains: [{ name: "taken.test" }] });
    await openConsole(page, `${realm}/organizations/new`);
    await page.getByRole("textbox", { name: "Name" }).fill("Latecomer");
    await page.getByRole("textbox", { name: "Domain 1" }).fill("taken.test");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    const domain = page.getByRole("textbox", { name: "Domain 1" });
    await expect(domain).toHaveAccessibleDescription(
      "Another organization of this realm has this domain.",
    );
    await expect(domain).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Latecomer");
    expect(await organizationsNamed(realm, "Latecomer")).toEqual([]);
  });

  test("deleting an organization from the list asks first", async ({ page, realm }) => {
    await setOrganizationsEnabled(realm, true);
    await seedOrganization(realm, { name: "Doomed", domains: [{ name: "doomed.test" }] });
    await openConsole(page, `${realm}/organizations`);
    const table = page.getByRole("grid", { name: "Organizations" });
    const row = table.getByRole("row", { name: /Doomed/ });
    await row.getByRole("button", { name: "Actions for Doomed" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete organization Doomed?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await organizationsNamed(realm, "Doomed")).toHaveLength(1);

    await row.getByRole("button", { name: "Actions for Doomed" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Organization Doomed deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await organizationsNamed(realm, "Doomed")).toEqual([]);
  });

  test("with the realm's switch off the navigation hides organizations and the list offers to turn them on", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, false);
    await openConsole(page, `${realm}/users`);
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Organizations" })).toHaveCount(0);

    await goToRoute(page, `${realm}/organizations`);
    await expect(
      page.getByRole("heading", { name: "Organizations are switched off in this realm" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Turn on organizations" }).click();
    await expect(page.getByText("Organizations are on for this realm")).toBeVisible();
    await expect(page.getByRole("grid", { name: "Organizations" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Organizations" })).toBeVisible();
  });
});
