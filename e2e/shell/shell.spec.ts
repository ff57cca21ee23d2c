import { createThrowawayRealm } from "../../server/src/testing/admin-api";
import {
  consoleUrl,
  expect,
  expectNoAxeViolations,
  openConsole,
  signIn,
  signedOut,
  test,
} from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import {
  deleteRealmQuietly,
  expectHome,
  openRealmSelector,
  openUserMenu,
  useArabic,
} from "./shell-helpers";

test.describe("console shell", () => {
  test("signs in to the realm home, which has no accessibility violations", async ({
    page,
    realm,
  }) => {
    const admin = await createRealmAdmin(realm, "ada", ["realm-admin"], {
      firstName: "Ada",
      lastName: "Lovelace",
    });
    await signIn(page, { realm, username: admin.username, password: admin.password });
    await expectHome(page, realm);
    await expect(page.getByRole("button", { name: "User menu for Ada Lovelace" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Welcome" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoAxeViolations(page);
  });

  test("shows the master realm's administrator 'manage realms' and cache clearing", async ({
    page,
  }) => {
    await openConsole(page, "master/realms");
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(nav.getByRole("link", { name: "Manage realms" })).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByRole("menuitem", { name: "Clear caches" })).toBeVisible();
  });

  test("shows a user-viewing administrator neither realm management nor cache clearing", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "viewer", ["view-users"]);
    await signIn(page, { realm, username: viewer.username, password: viewer.password });
    await expectHome(page, realm);
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(nav.getByRole("link", { name: "Manage realms" })).toHaveCount(0);
    const menu = await openUserMenu(page);
    await expect(menu.getByRole("menuitem", { name: "Realm info" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Clear caches" })).toHaveCount(0);
  });

  test("tells a user without administration rights that the console is forbidden", async ({
    page,
    realm,
    browserWatch,
  }) => {
    const refusal = "the server refuses a user without administration rights, as the test wants";
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 403/,
      refusal,
    );
    browserWatch.allow(/^Unable to (fetch whoami|load the console)/, refusal);
    const nobody = await createRealmAdmin(realm, "nobody", []);
    await signIn(page, { realm, username: nobody.username, password: nobody.password });
    const dialog = page.getByRole("dialog", { name: /Something went wrong/ });
    await expect(dialog).toContainText("not allowed to use the administration console");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
  });

  test("names the missing right on a page the user may not see, without accessibility violations", async ({
    page,
    realm,
  }) => {
    const settingsViewer = await createRealmAdmin(realm, "settings-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: settingsViewer.username,
      password: settingsViewer.password,
      route: `${realm}/users`,
    });
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(
      page.getByText("You need the following right to see this page: query-users"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("switches realms and remembers them across a reload", async ({ page, realm }) => {
    // Two sign-in realms, two switches and a reload: more than one ordinary test's time.
    test.slow();
    await using other = await createThrowawayRealm("shell-recent", { adminTheme: "gatehouse" });
    await openConsole(page, "master/users");
    for (const name of [realm, other.name]) {
      const menu = await openRealmSelector(page);
      await page.getByRole("textbox", { name: "Search realms" }).fill(name);
      await menu.getByRole("menuitem", { name }).click();
      await expectHome(page, name);
    }
    await page.reload();
    await expectHome(page, other.name);
    await openRealmSelector(page);
    const recent = page.getByRole("menu", { name: "Recent realms" });
    await expect(recent.getByRole("menuitem", { name: realm })).toBeVisible();
    // The master realm shows under its display name.
    await expect(recent.getByRole("menuitem")).toHaveCount(2);
    await expect(recent.getByRole("menuitem", { name: other.name })).toHaveCount(0);
  });

  // Tests that do not look at the master realm's home open another page: that home counts the
  // master realm's clients, one per realm, which other tests create and delete meanwhile, and the
  // server may answer the count with 400 while a realm is being deleted.
  test("clears the realm cache", async ({ page }) => {
    await openConsole(page, "master/realms");
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Clear caches" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear caches" });
    await dialog.getByRole("button", { name: "Realm cache" }).click();
    await expect(page.getByText("The cache has been cleared")).toBeVisible();
  });

  test("shows the server's version and providers as realm info", async ({ page, realm }) => {
    await openConsole(page, realm);
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Realm info" }).click();
    const dialog = page.getByRole("dialog", { name: "Realm info" });
    await expect(dialog.getByText(/^26\./)).toBeVisible();
    await dialog.getByRole("tab", { name: "Providers" }).click();
    await dialog.getByRole("textbox", { name: "Search providers" }).fill("openid-connect");
    await expect(dialog.getByRole("row", { name: "login-protocol openid-connect" })).toBeVisible();
  });

  test.describe("with a session of its own", () => {
    // Signing out ends the session on the server: done with the shared one, it would sign out
    // every other test.
    test.use({ storageState: signedOut });

    test("signs out to the server's login page", async ({ page }) => {
      await signIn(page);
      const menu = await openUserMenu(page);
      await menu.getByRole("menuitem", { name: "Sign out" }).click();
      await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
    });
  });

  test("shows 'Page Not Found' for an unknown address", async ({ page }) => {
    await openConsole(page, "master/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("shows 'Page Not Found' for an unknown section right under a realm, not the home page", async ({
    page,
  }) => {
    await openConsole(page, "master/no-such-section");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Welcome" })).toHaveCount(0);
  });

  test("creates a realm, opens it and deletes it again", async ({ page }) => {
    // The server takes a while to create and to delete a realm.
    test.slow();
    const name = `shell-created-${Date.now().toString(36)}`;
    try {
      await openConsole(page, "master/realms");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Create realm" }).click();
      const dialog = page.getByRole("dialog", { name: "Create realm" });
      await dialog.getByRole("textbox", { name: /Realm name/ }).fill(name);
      await dialog.getByRole("button", { name: "Create" }).click();
      await expectHome(page, name, 60_000);
      await expect(
        page.getByRole("button", { name: `Realm ${name}, choose another realm` }),
      ).toBeVisible();

      await page.goto(consoleUrl("master", "master/realms"));
      await page.getByRole("textbox", { name: /^Search/ }).fill(name);
      await page.getByRole("textbox", { name: /^Search/ }).press("Enter");
      // The found realm alone (header row and one): a menu opened on the unfiltered list would
      // be redrawn under the pointer when the search's answer arrives.
      await expect(page.getByRole("grid", { name: "Realms" }).getByRole("row")).toHaveCount(2);
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const confirm = page.getByRole("dialog", { name: new RegExp(`Delete the realm ${name}`) });
      await confirm.getByRole("textbox").fill(name);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(`The realm ${name} has been deleted`)).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByRole("link", { name })).toHaveCount(0);
    } finally {
      await deleteRealmQuietly(name);
    }
  });

  // Turning on the realm's languages would change the login page of every other test of the file.
  test("renders right to left for an Arabic-speaking administrator", async ({
    page,
    freshRealm: realm,
  }) => {
    const admin = await createRealmAdmin(realm, "layla", ["realm-admin"]);
    await useArabic(realm, admin.id);
    await signIn(page, { realm, username: admin.username, password: admin.password });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: `مرحبًا بك في ${realm}` })).toBeVisible();
  });
});
