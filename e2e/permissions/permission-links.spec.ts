import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { saveButton } from "../realm-settings/realm-settings-helpers";
import { expect, expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import { flipSwitch } from "../users/users-helpers";
import { createGroup, enableAdminPermissions } from "./admin-permissions-seed";

/** One of each object a permissions tab belongs to, created in `realm`; where each tab opens. */
async function seedObjects(realm: string): Promise<Record<string, string>> {
  const group = await createGroup(realm, "links-team");
  const client = await adminCreate(`/${realm}/clients`, { clientId: "links-app" });
  await adminFetch(`/${realm}/roles`, {
    method: "POST",
    body: JSON.stringify({ name: "links-role" }),
  });
  const role = ((await (await adminFetch(`/${realm}/roles/links-role`)).json()) as { id: string })
    .id;
  await adminFetch(`/${realm}/identity-provider/instances`, {
    method: "POST",
    body: JSON.stringify({
      alias: "links-idp",
      providerId: "oidc",
      enabled: true,
      config: {
        clientId: "gatehouse",
        clientSecret: "secret",
        clientAuthMethod: "client_secret_post",
        authorizationUrl: "https://links-idp.example.test/auth",
        tokenUrl: "https://links-idp.example.test/token",
      },
    }),
  });
  return {
    users: `${realm}/users/permissions`,
    group: `${realm}/groups/${group}?tab=permissions`,
    client: `${realm}/clients/${client}/permissions`,
    role: `${realm}/roles/${role}/permissions`,
    identityProvider: `${realm}/identity-providers/oidc/links-idp/permissions`,
  };
}

/** The page's own heading, once the page has loaded (each names the object or the section). */
const headings: Record<string, string | RegExp> = {
  users: "Users",
  group: "links-team",
  client: "links-app",
  role: "links-role",
  identityProvider: /links-idp/i,
};

async function expectLoaded(page: Page, place: string): Promise<void> {
  await expect(page.getByRole("heading", { name: headings[place], level: 1 })).toBeVisible();
}

test.describe("permissions tabs and admin permissions (version 2)", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("in a realm with admin permissions, each permissions tab opens the Permissions section", async ({
    page,
    realm,
  }) => {
    const permissionClientId = await enableAdminPermissions(realm);
    const places = await seedObjects(realm);
    for (const [place, route] of Object.entries(places)) {
      await test.step(place, async () => {
        // The console loads once; later places are opened as a link would, without a reload.
        if (place === "users") await openConsole(page, route);
        else await goToRoute(page, route);
        await expectLoaded(page, place);
        await expect(page.getByRole("tab", { name: "Permissions" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByText("This realm uses admin permissions")).toBeVisible();
        await expect(page.getByRole("switch", { name: "Permissions enabled" })).toHaveCount(0);
        if (place === "users") await expectNoAxeViolations(page);
        await page.getByRole("link", { name: "Open the Permissions section" }).click();
        await expect(page.getByRole("heading", { name: "Permissions", level: 1 })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/permissions/${permissionClientId}/permissions$`));
      });
    }
  });

  test("a group's permissions tab starts a new permission limited to the group", async ({
    page,
    realm,
  }) => {
    await enableAdminPermissions(realm);
    const group = await createGroup(realm, "links-chosen");
    await openConsole(page, `${realm}/groups/${group}?tab=permissions`);
    await page.getByRole("link", { name: "Create a permission for this group" }).click();
    await expect(
      page.getByRole("heading", { name: "Create permission for Groups", level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "Only the ones chosen below" })).toBeChecked();
    await expect(page.getByText("links-chosen", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("in a realm without admin permissions, no permissions tab leads to version 2", async ({
    page,
    freshRealm,
  }) => {
    const places = await seedObjects(freshRealm);
    for (const [place, route] of Object.entries(places)) {
      await test.step(place, async () => {
        // The console loads once; later places are opened as a link would, without a reload.
        if (place === "users") await openConsole(page, route);
        else await goToRoute(page, route);
        await expectLoaded(page, place);
        await expect(page.getByRole("tab", { name: "Permissions" })).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Open the Permissions section" })).toHaveCount(
          0,
        );
      });
    }
    await expect(page.getByRole("link", { name: "Permissions", exact: true })).toHaveCount(0);
  });

  test("turning admin permissions on in the realm settings brings the Permissions section", async ({
    page,
    freshRealm,
  }) => {
    await openConsole(page, `${freshRealm}/realm-settings`);
    const navigation = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(page.getByRole("switch", { name: "Admin permissions" })).not.toBeChecked();
    await expect(navigation.getByRole("link", { name: "Permissions", exact: true })).toHaveCount(0);
    await flipSwitch(page.getByRole("switch", { name: "Admin permissions" }));
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    const found = (await (
      await adminFetch(`/${freshRealm}/clients?clientId=admin-permissions`)
    ).json()) as { id: string }[];
    expect(found).toHaveLength(1);
    await navigation.getByRole("link", { name: "Permissions", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Permissions", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/permissions/${found[0]?.id ?? ""}/permissions$`));
  });
});
