import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, findStoredUsers, flipSwitch, seedUser, storedUser } from "./users-helpers";

test.describe("add user", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows the server's error on its field, keeps what was typed, then saves once fixed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 409/,
      "the server refuses an e-mail address another user has, as the test wants",
      /\/users$/,
    );
    await seedUser(realm, { username: "elder", email: "taken@example.test" });
    await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "staff" }),
    });
    await openConsole(page, `${realm}/users`);
    await page.getByRole("button", { name: "Add user" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Add user" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Username" }).fill("newbie");
    // Only the server knows the address is taken: its refusal lands on the field.
    await page.getByRole("textbox", { name: /^e-?mail/i }).fill("taken@example.test");
    await page.getByRole("textbox", { name: "First name" }).fill("New");
    await page.getByRole("textbox", { name: "Last name" }).fill("Person");
    await flipSwitch(page.getByRole("switch", { name: "E-mail verified" }));
    await page
      .getByRole("group", { name: "Join groups" })
      .getByRole("checkbox", { name: "/staff" })
      .check();
    await page.getByRole("button", { name: "Create" }).click();

    await expect(page.getByRole("textbox", { name: /^e-?mail/i })).toHaveAccessibleDescription(
      "This e-mail address is already used by another user.",
    );
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue("newbie");
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("New");
    await expect(page.getByRole("switch", { name: "E-mail verified" })).toBeChecked();
    expect(await findStoredUsers(realm, "newbie")).toEqual([]);

    await page.getByRole("textbox", { name: /^e-?mail/i }).fill("newbie@example.test");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("The user was created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "newbie" })).toBeVisible();

    const [created] = await findStoredUsers(realm, "newbie");
    const stored = await storedUser(realm, created?.id ?? "");
    expect(stored).toMatchObject({
      username: "newbie",
      email: "newbie@example.test",
      firstName: "New",
      lastName: "Person",
      emailVerified: true,
      enabled: true,
    });
    const groups = (await (
      await adminFetch(`/${realm}/users/${created?.id ?? ""}/groups`)
    ).json()) as { name: string }[];
    expect(groups.map((group) => group.name)).toEqual(["staff"]);
  });
});
