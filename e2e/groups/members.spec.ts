import { openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import { expect, join, json, rowOf, seedGroup } from "./groups-helpers";
import { searchPicker } from "../support/pickers";

test.describe("group members", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("lists direct members, or with the members of sub-groups and where they belong", async ({
    page,
    realm,
  }) => {
    const company = await seedGroup(realm, "company");
    const lab = await seedGroup(realm, "lab", company);
    const bench = await seedGroup(realm, "bench", lab);
    await join(realm, await seedUser(realm, { username: "boss" }), company);
    await join(realm, await seedUser(realm, { username: "chemist" }), lab);
    await join(realm, await seedUser(realm, { username: "intern" }), bench);

    await openConsole(page, `${realm}/groups/${company}?tab=members`);
    await expect(rowOf(page, "boss")).toBeVisible();
    await expect(rowOf(page, "chemist")).toHaveCount(0);

    await page.getByRole("checkbox", { name: "Include members of sub-groups" }).check();
    await expect(rowOf(page, "chemist")).toContainText("/company/lab");
    await expect(rowOf(page, "intern")).toContainText("/company/lab/bench");
    await expect(rowOf(page, "boss")).toContainText("This group");
  });

  test("adds members found by a server search and removes several at once", async ({
    page,
    realm,
  }) => {
    const team = await seedGroup(realm, "team");
    for (const username of ["mira", "milo", "zed"]) await seedUser(realm, { username });

    await openConsole(page, `${realm}/groups/${team}?tab=members`);
    await page.getByRole("button", { name: "Add members" }).click();
    const picker = page.getByRole("dialog", { name: "Add members to team" });
    await searchPicker(picker, "Search users", "mi");
    await picker.getByRole("checkbox", { name: /mira/ }).check();
    await picker.getByRole("checkbox", { name: /milo/ }).check();
    await expect(picker.getByRole("checkbox", { name: /zed/ })).toHaveCount(0);
    await picker.getByRole("button", { name: "Add 2 users" }).click();
    await expect(picker).toBeHidden();
    await expect(rowOf(page, "mira")).toBeVisible();
    await expect(rowOf(page, "milo")).toBeVisible();
    const stored = await json<{ username: string }[]>(`/${realm}/groups/${team}/members`);
    expect(stored.map((user) => user.username).sort()).toEqual(["milo", "mira"]);

    await rowOf(page, "mira").getByRole("checkbox").check();
    await rowOf(page, "milo").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Remove 2 members" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove from group" }).click();
    // The open dialog hides the table from assistive technology: look once it has closed.
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(rowOf(page, "mira")).toHaveCount(0);
    await expect(rowOf(page, "milo")).toHaveCount(0);
    expect(await json<unknown[]>(`/${realm}/groups/${team}/members`)).toEqual([]);
  });
});
