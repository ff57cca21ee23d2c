import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, json, rowOf, seedGroup, trail } from "./groups-helpers";

test.describe("group tree", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates groups three levels deep and goes back up by the trail", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/groups`);
    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();

    await page.getByRole("button", { name: "Create group" }).first().click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Name" }).fill("staff");
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await rowOf(page, "staff").getByRole("link", { name: "staff" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "staff" })).toBeVisible();

    for (const [parent, child] of [
      ["staff", "berlin"],
      ["berlin", "it"],
    ] as const) {
      await expect(page.getByRole("heading", { level: 1, name: parent })).toBeVisible();
      await page.getByRole("button", { name: "Create sub-group" }).first().click();
      const dialog = page.getByRole("dialog", { name: `Create a sub-group of ${parent}` });
      await dialog.getByRole("textbox", { name: "Name" }).fill(child);
      await dialog.getByRole("button", { name: "Create" }).click();
      await rowOf(page, child).getByRole("link", { name: child }).click();
    }

    await expect(page.getByRole("heading", { level: 1, name: "it" })).toBeVisible();
    await expect(trail(page)).toContainText(/Groups.*staff.*berlin.*it/);
    const [staff] = await json<{ id: string; subGroups: { name: string }[] }[]>(
      `/${realm}/groups?search=it&exact=true`,
    );
    expect(staff?.subGroups.map((group) => group.name)).toEqual(["berlin"]);

    // A reload keeps the group and its trail; the trail cuts back to any level.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "it" })).toBeVisible();
    await trail(page).getByRole("link", { name: "staff" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "staff" })).toBeVisible();
    await expect(rowOf(page, "berlin")).toBeVisible();
    await trail(page).getByRole("link", { name: "Groups" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
    await expect(rowOf(page, "staff")).toBeVisible();
  });

  test("searches the whole tree and opens a hit in its place", async ({ page, realm }) => {
    const north = await seedGroup(realm, "north");
    const sales = await seedGroup(realm, "sales", north);
    await seedGroup(realm, "tundra-team", sales);

    await openConsole(page, `${realm}/groups`);
    const search = page.getByRole("searchbox").or(page.getByRole("textbox", { name: /search/i }));
    await search.first().fill("tundra");
    await search.first().press("Enter");
    const hit = rowOf(page, "tundra-team");
    await expect(hit).toContainText("/north/sales/tundra-team");
    await hit.getByRole("link", { name: "tundra-team" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "tundra-team" })).toBeVisible();
    await expect(trail(page)).toContainText(/Groups.*north.*sales.*tundra-team/);
    await trail(page).getByRole("link", { name: "sales" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "sales" })).toBeVisible();
  });

  test("opens a group with many sub-groups one page at a time", async ({ page, realm }) => {
    const wide = await seedGroup(realm, "wide");
    for (let index = 1; index <= 15; index++)
      await seedGroup(realm, `wide-${String(index).padStart(2, "0")}`, wide);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`/groups/${wide}/children`)) requests.push(request.url());
    });

    await openConsole(page, `${realm}/groups/${wide}?tab=child-groups`);
    await expect(rowOf(page, "wide-01")).toBeVisible();
    await expect(rowOf(page, "wide-11")).toHaveCount(0);
    expect(requests.every((url) => /[?&]max=\d+/.test(url) && !/[?&]max=-1/.test(url))).toBe(true);
    await page
      .getByRole("button", { name: /next page/i })
      .first()
      .click();
    await expect(rowOf(page, "wide-11")).toBeVisible();
  });

  test("the groups page has no accessibility violations", async ({ page, realm }) => {
    await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "checked" }),
    });
    await openConsole(page, `${realm}/groups`);
    await expect(rowOf(page, "checked")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("leaves out the groups organizations own", async ({ page, realm }) => {
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({ organizationsEnabled: true }),
    });
    const created = await adminFetch(`/${realm}/organizations`, {
      method: "POST",
      body: JSON.stringify({ name: "acme", alias: "acme", domains: [{ name: "acme.test" }] }),
    });
    const organization = created.headers.get("location")?.split("/").pop() ?? "";
    await adminFetch(`/${realm}/organizations/${organization}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "acme-engineers" }),
    });
    await seedGroup(realm, "realm-engineers");

    await openConsole(page, `${realm}/groups`);
    await expect(rowOf(page, "realm-engineers")).toBeVisible();
    await expect(rowOf(page, "acme-engineers")).toHaveCount(0);
    const search = page.getByRole("searchbox").or(page.getByRole("textbox", { name: /search/i }));
    await search.first().fill("engineers");
    await search.first().press("Enter");
    await expect(rowOf(page, "realm-engineers")).toBeVisible();
    await expect(rowOf(page, "acme-engineers")).toHaveCount(0);
  });
});
