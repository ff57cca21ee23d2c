import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser, userRow } from "./users-helpers";

const sessionsOf = async (realm: string, id: string) =>
  (await (await adminFetch(`/${realm}/users/${id}/sessions`)).json()) as unknown[];

test.describe("impersonate from the users list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("signs in as the user of a row and lands in their account console", async ({
    page,
    realm,
  }) => {
    // An administrator of the user's own realm: impersonating replaces their session in this tab.
    const admin = await createRealmAdmin(realm, unique("boss"), ["realm-admin"]);
    const ivy = unique("ivy");
    const id = await seedUser(realm, {
      username: ivy,
      email: `${ivy}@example.test`,
      firstName: "Ivy",
      lastName: "Inkwell",
    });
    await signIn(page, {
      realm,
      username: admin.username,
      password: admin.password,
      route: `${realm}/users`,
    });
    await userRow(page, ivy)
      .getByRole("button", { name: `Actions for ${ivy}` })
      .click();
    await page.getByRole("menuitem", { name: "Impersonate" }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/realms/${realm}/account`));
    await expect(page.getByText("Ivy Inkwell").first()).toBeVisible();
    expect((await sessionsOf(realm, id)).length).toBe(1);
  });

  test("opens the session in a new tab for an administrator of another realm", async ({
    page,
    realm,
  }) => {
    const ivy = unique("ivy");
    const id = await seedUser(realm, {
      username: ivy,
      email: `${ivy}@example.test`,
      firstName: "Ivy",
      lastName: "Inkwell",
    });
    await openConsole(page, `${realm}/users`);
    await userRow(page, ivy)
      .getByRole("button", { name: `Actions for ${ivy}` })
      .click();
    const opened = page.context().waitForEvent("page");
    await page.getByRole("menuitem", { name: "Impersonate" }).click();
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname.startsWith(`/realms/${realm}/account`));
    await expect(tab.getByText("Ivy Inkwell").first()).toBeVisible();
    expect((await sessionsOf(realm, id)).length).toBe(1);
    await expect(userRow(page, ivy)).toBeVisible();
  });

  test("is not offered without the impersonation right", async ({ page, realm }) => {
    const admin = await createRealmAdmin(realm, unique("manager"), ["view-users", "manage-users"]);
    const ivy = unique("ivy");
    await seedUser(realm, { username: ivy });
    await signIn(page, {
      realm,
      username: admin.username,
      password: admin.password,
      route: `${realm}/users`,
    });
    await userRow(page, ivy)
      .getByRole("button", { name: `Actions for ${ivy}` })
      .click();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Impersonate" })).toHaveCount(0);
  });
});
