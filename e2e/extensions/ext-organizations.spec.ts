import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { searchPicker } from "../support/pickers";
import { createRealmAdmin } from "../support/users";
import { seedUser } from "../users/users-helpers";
import {
  expect,
  extOrgs,
  seedExtOrganization,
  storedExtOrganization,
} from "./ext-organizations-helpers";

const listRoute = (realm: string) => `${realm}/ext-organizations`;
const tabRoute = (realm: string, orgId: string, tab: string) =>
  `${realm}/ext-organizations/${orgId}/${tab}`;

test.describe("Extensions > Organizations", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates an organization in a dialog, then deletes it after a confirmation", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 409/, "the second organization named acme is refused on purpose");
    await openConsole(page, listRoute(realm));
    await expect(page.getByRole("heading", { name: "No organizations" })).toBeVisible();
    // The server runs the extension, so the navigation offers its pages.
    await expect(
      page
        .getByRole("navigation", { name: "Realm navigation" })
        .getByRole("link", { name: "Organization list" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create organization" }).click();

    const dialog = page.getByRole("dialog", { name: "Create organization" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("acme");
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Acme Ltd");
    await dialog.getByRole("textbox", { name: "URL" }).fill("https://acme.test");
    await dialog.getByRole("textbox", { name: "Domains, value 1" }).fill("acme.test");
    await dialog.getByRole("button", { name: "Add domain" }).click();
    await dialog.getByRole("textbox", { name: "Domains, value 2" }).fill("shop.acme.test");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("Organization acme created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "acme", level: 1 })).toBeVisible();
    const stored = await storedExtOrganization(realm, "acme");
    expect(stored).toMatchObject({ displayName: "Acme Ltd", url: "https://acme.test" });
    expect(stored?.domains?.toSorted()).toEqual(["acme.test", "shop.acme.test"]);
    await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Acme Ltd");
    await expectNoAxeViolations(page);

    // A second organization of the same name is refused on the name field, with the typed values kept.
    await goToRoute(page, listRoute(realm));
    const row = page.getByRole("row", { name: /acme/ });
    await expect(row.getByText("shop.acme.test")).toBeVisible();
    await expect(row.getByText("Acme Ltd")).toBeVisible();
    await page.getByRole("button", { name: "Create organization" }).click();
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("acme");
    await dialog.getByRole("textbox", { name: "Display name" }).fill("Second");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(dialog.getByText("Another organization already has this name.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Display name" })).toHaveValue("Second");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: "Actions for acme" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete organization acme?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Organization acme deleted")).toBeVisible();
    expect(await storedExtOrganization(realm, "acme")).toBeUndefined();
  });

  test("adds a member found by a server search, then grants and revokes an organization role", async ({
    page,
    realm,
  }) => {
    const orgId = await seedExtOrganization(realm, { name: "globex", domains: ["globex.test"] });
    const amiraId = await seedUser(realm, { username: "amira", email: "amira@globex.test" });
    await seedUser(realm, { username: "bruno", email: "bruno@globex.test" });

    await openConsole(page, tabRoute(realm, orgId, "members"));
    await expect(page.getByRole("heading", { name: "No members" })).toBeVisible();
    await page.getByRole("button", { name: "Add members" }).click();
    const picker = page.getByRole("dialog", { name: "Add members to globex" });
    const searched = page.waitForRequest(
      (request) =>
        request.url().includes(`/admin/realms/${realm}/users?`) &&
        new URL(request.url()).searchParams.get("search") === "amira",
    );
    await searchPicker(picker, "Search users", "amira");
    await searched;
    await picker.getByRole("checkbox", { name: "amira" }).check();
    await picker.getByRole("button", { name: "Add (1)" }).click();
    await expect(page.getByText("Members added: 1")).toBeVisible();
    const members = page.getByRole("grid", { name: "Members of the organization" });
    await expect(members.getByRole("link", { name: "amira" })).toBeVisible();
    const api = await extOrgs();
    expect(await api.isMember({ realm, orgId, userId: amiraId })).toBe(true);

    await page.getByRole("tab", { name: "Roles" }).click();
    await page.getByRole("button", { name: "Create role" }).click();
    const create = page.getByRole("dialog", { name: "Create organization role" });
    await create.getByRole("textbox", { name: "Role name" }).fill("billing");
    await create.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Role billing created")).toBeVisible();

    const roles = page.getByRole("grid", { name: "Roles of the organization" });
    await roles
      .getByRole("row", { name: /billing/ })
      .getByRole("button", { name: /details/i })
      .click();
    await expect(page.getByText("No member has this role.")).toBeVisible();
    await page.getByRole("button", { name: "Grant to members" }).click();
    const grant = page.getByRole("dialog", { name: "Grant role billing" });
    await grant.getByRole("checkbox", { name: "amira" }).check();
    await grant.getByRole("button", { name: "Grant (1)" }).click();
    await expect(page.getByText("Role billing granted; members: 1")).toBeVisible();
    const holders = page.getByRole("grid", { name: "Members with role billing" });
    await expect(holders.getByRole("gridcell", { name: "amira", exact: true })).toBeVisible();
    const holdersStored = await (await extOrgs()).listRoleUsers({ realm, orgId, name: "billing" });
    expect(holdersStored.map((user) => user.username)).toEqual(["amira"]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Revoke from amira" }).click();
    await page
      .getByRole("dialog", { name: "Revoke role billing from amira?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(page.getByText("Role billing revoked from amira")).toBeVisible();
    expect(await (await extOrgs()).listRoleUsers({ realm, orgId, name: "billing" })).toEqual([]);
  });

  test("an administrator who may only view organizations sees them without manage controls", async ({
    page,
    realm,
  }) => {
    const orgId = await seedExtOrganization(realm, { name: "initech", domains: ["initech.test"] });
    const viewer = await createRealmAdmin(realm, "org-viewer", [
      "view-organizations",
      "query-clients",
      "view-clients",
    ]);
    await signIn(page, { realm, ...viewer, route: listRoute(realm) });

    const row = page.getByRole("row", { name: /initech/ });
    await expect(row.getByText("initech.test")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create organization" })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Actions for initech" })).toHaveCount(0);

    await row.getByRole("link", { name: "initech" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Organization actions" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Members" }).click();
    await expect(page.getByRole("heading", { name: "No members" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add members" })).toHaveCount(0);
    expect(await storedExtOrganization(realm, "initech")).toMatchObject({ id: orgId });
  });
});
