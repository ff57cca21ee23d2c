import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { recordEvents, seedUserWithPassword } from "../events/events-helpers";

const password = "Dashboard-pass-1";

test.describe("realm home dashboard", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows the realm's user and group counts as the server counts them", async ({
    page,
    freshRealm: realm,
  }) => {
    await recordEvents(realm);
    for (const name of ["ann", "ben", "cleo"]) await seedUserWithPassword(realm, name, password);
    for (const name of ["red", "blue"]) {
      await adminFetch(`/${realm}/groups`, { method: "POST", body: JSON.stringify({ name }) });
    }
    expect(await passwordSignIn(realm, "ann", password)).toBe(200);
    const users = Number(await (await adminFetch(`/${realm}/users/count`)).json());
    const groups = (
      (await (await adminFetch(`/${realm}/groups/count`)).json()) as { count: number }
    ).count;
    expect(users).toBe(3);

    await openConsole(page, realm);
    const card = (name: string) => page.getByRole("region", { name, exact: true });
    await expect(card("Users").getByTestId("dashboard-count")).toHaveText(String(users));
    await expect(card("Groups").getByTestId("dashboard-count")).toHaveText(String(groups));
    await expect(card("Active sessions").getByTestId("dashboard-count")).toHaveText("1");
    const latest = page.getByRole("grid", { name: "Latest admin events" });
    await expect(latest.getByRole("row").filter({ hasText: "CREATE GROUP" })).toHaveCount(2);
    await expect(
      page.getByRole("heading", { name: "User events of the last 7 days" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "All admin events" }).click();
    await expect(page.getByRole("grid", { name: "Admin events" })).toBeVisible();
  });

  test("shows an administrator only the numbers their rights allow", async ({ page, realm }) => {
    const admin = await createRealmAdmin(realm, "counter", ["query-groups"]);
    await signIn(page, { realm, username: admin.username, password: admin.password });
    await expect(page.getByRole("region", { name: "Groups", exact: true })).toBeVisible();
    await expect(page.getByTestId("dashboard-count")).toHaveCount(1);
    await expect(page.getByRole("grid", { name: "Latest admin events" })).toHaveCount(0);
  });
});
