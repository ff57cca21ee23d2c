import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import {
  allowUnmanagedAttributes,
  deleteAllUsers,
  expect,
  expectUsernames,
  findStoredUsers,
  seedUser,
  userRow,
  usersTable,
} from "./users-helpers";

test.describe("users list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows the users with their marks and total, and has no accessibility violations", async ({
    page,
    realm,
  }) => {
    await deleteAllUsers(realm);
    await seedUser(realm, {
      username: "alice",
      email: "alice@example.test",
      emailVerified: true,
      enabled: false,
    });
    await seedUser(realm, {
      username: "bob",
      email: "bob@example.test",
      emailVerified: false,
      firstName: "Bob",
      lastName: "Builder",
    });
    await openConsole(page, `${realm}/users`);

    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expectUsernames(page, ["alice", "bob"]);
    await expect(page.getByText("2 total").first()).toBeVisible();
    await expect(userRow(page, "alice").getByText("Disabled")).toBeVisible();
    await expect(
      userRow(page, "bob").getByRole("img", { name: "E-mail not verified" }),
    ).toBeVisible();
    await expect(
      userRow(page, "alice").getByRole("img", { name: "E-mail not verified" }),
    ).toHaveCount(0);
    await expect(userRow(page, "bob").getByRole("gridcell", { name: "Builder" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("makes two requests for a list and one per further page, whatever the number of rows", async ({
    page,
    realm,
  }) => {
    await deleteAllUsers(realm);
    for (let index = 1; index <= 12; index++)
      await seedUser(realm, { username: `user${String(index).padStart(2, "0")}` });
    const userCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`/admin/realms/${realm}/users`)) userCalls.push(url.pathname);
    });
    await openConsole(page, `${realm}/users`);
    await expect(usersTable(page).getByRole("link")).toHaveCount(10);
    await expect(page.getByText("12 total").first()).toBeVisible();
    expect(userCalls.sort()).toEqual([
      `/admin/realms/${realm}/users`,
      `/admin/realms/${realm}/users/count`,
    ]);

    // The count belongs to the search, not the page: the next page is one request.
    userCalls.length = 0;
    await page.getByRole("button", { name: "Go to the next page" }).first().click();
    await expect(usersTable(page).getByRole("link")).toHaveCount(2);
    expect(userCalls).toEqual([`/admin/realms/${realm}/users`]);
  });

  test("searches by text, exactly, and by several attributes at once", async ({ page, realm }) => {
    await deleteAllUsers(realm);
    await allowUnmanagedAttributes(realm);
    await seedUser(realm, { username: "ann", attributes: { dept: ["sales"], city: ["paris"] } });
    await seedUser(realm, { username: "annabel", attributes: { dept: ["sales"], city: ["rome"] } });
    await seedUser(realm, { username: "otto", attributes: { dept: ["it"], city: ["paris"] } });
    await openConsole(page, `${realm}/users`);
    await expectUsernames(page, ["ann", "annabel", "otto"]);

    const search = page.getByRole("textbox", { name: "Search Users" });
    await search.fill("ann");
    await search.press("Enter");
    await expectUsernames(page, ["ann", "annabel"]);
    await expect(page.getByText("2 total").first()).toBeVisible();
    await page.getByRole("checkbox", { name: "Exact search" }).check();
    await expectUsernames(page, ["ann"]);
    await expect(page.getByText("1 total").first()).toBeVisible();

    await page.getByRole("button", { name: "Search by attribute" }).click();
    const dialog = page.getByRole("dialog", { name: "Search by attribute" });
    await dialog.getByRole("textbox", { name: "Attribute name 1" }).fill("dept");
    await dialog.getByRole("textbox", { name: "Attribute value 1" }).fill("sales");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expectUsernames(page, ["ann", "annabel"]);

    await page.getByRole("button", { name: "Search by attribute" }).click();
    await dialog.getByRole("button", { name: "Add a condition" }).click();
    await dialog.getByRole("textbox", { name: "Attribute name 2" }).fill("city");
    await dialog.getByRole("textbox", { name: "Attribute value 2" }).fill("paris");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expectUsernames(page, ["ann"]);
    await expect(page.getByText("1 total").first()).toBeVisible();

    await page.getByRole("button", { name: "Remove the condition city: paris" }).click();
    await expectUsernames(page, ["ann", "annabel"]);
  });

  test("deletes a user after confirmation", async ({ page, realm }) => {
    await deleteAllUsers(realm);
    await seedUser(realm, { username: "doomed" });
    await openConsole(page, `${realm}/users`);
    await userRow(page, "doomed").getByRole("button", { name: "Actions for doomed" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete user?" });
    await expect(dialog).toContainText("doomed");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The user doomed was deleted.")).toBeVisible();
    await expect(userRow(page, "doomed")).toHaveCount(0);
    expect(await findStoredUsers(realm, "doomed")).toEqual([]);
  });

  test("Back returns to the previous search and page, and a reload keeps them", async ({
    page,
    realm,
  }) => {
    await deleteAllUsers(realm);
    const members = Array.from(
      { length: 13 },
      (_, index) => `member${String(index + 1).padStart(2, "0")}`,
    );
    for (const username of [...members, "outsider"]) await seedUser(realm, { username });
    await openConsole(page, `${realm}/users`);
    await expect(page.getByText("14 total").first()).toBeVisible();
    const search = page.getByRole("textbox", { name: "Search Users" });

    await search.fill("member");
    await search.press("Enter");
    await expect(page.getByText("13 total").first()).toBeVisible();
    await page.getByRole("button", { name: "Go to the next page" }).first().click();
    await expect(usersTable(page).getByRole("link", { name: "member11" })).toBeVisible();
    await expectUsernames(page, members.slice(10));
    expect(new URL(page.url()).hash).toMatch(/\?(?=.*page=2)(?=.*search=member)/);

    await page.goBack();
    await expect(usersTable(page).getByRole("link", { name: "member01" })).toBeVisible();
    await expectUsernames(page, members.slice(0, 10));
    await expect(search).toHaveValue("member");
    await page.goBack();
    await expect(page.getByText("14 total").first()).toBeVisible();
    await expect(search).toHaveValue("");

    await page.goForward();
    await page.goForward();
    await expect(usersTable(page).getByRole("link", { name: "member11" })).toBeVisible();
    // A reload signs in again through the server and comes back to the same address.
    await page.reload();
    await expect(usersTable(page).getByRole("link", { name: "member11" })).toBeVisible();
    await expectUsernames(page, members.slice(10));
    await expect(page.getByRole("textbox", { name: "Search Users" })).toHaveValue("member");
  });
});
