import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect, seedUser } from "./users-helpers";
import { searchGroups } from "../support/pickers";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

test.describe("user groups", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("joins a group through the picker, gains its roles as inherited, and leaves it", async ({
    page,
    realm,
  }) => {
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "auditor" }),
    });
    const auditor = await json<{ id: string; name: string }>(`/${realm}/roles/auditor`);
    await adminFetch(`/${realm}/groups`, { method: "POST", body: JSON.stringify({ name: "org" }) });
    const [org] = await json<{ id: string }[]>(`/${realm}/groups?search=org&exact=true`);
    await adminFetch(`/${realm}/groups/${org?.id ?? ""}/children`, {
      method: "POST",
      body: JSON.stringify({ name: "audit" }),
    });
    const audit = await json<{ id: string }>(`/${realm}/group-by-path/org/audit`);
    await adminFetch(`/${realm}/groups/${audit.id}/role-mappings/realm`, {
      method: "POST",
      body: JSON.stringify([auditor]),
    });
    const id = await seedUser(realm, { username: "gina" });

    await openConsole(page, `${realm}/users/${id}/groups`);
    await expect(page.getByRole("heading", { name: "Not in any group" })).toBeVisible();
    await page.getByRole("button", { name: "Join group" }).click();
    const dialog = page.getByRole("dialog", { name: "Join groups" });
    await searchGroups(dialog, "audit");
    await dialog.getByRole("checkbox", { name: "/org/audit" }).check();
    await dialog.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("The user joined 1 group.")).toBeVisible();
    const table = page.getByRole("grid", { name: "Groups" });
    await expect(table.getByRole("row", { name: /\/org\/audit/ })).toContainText("Direct");
    await page.getByRole("checkbox", { name: "Show inherited groups" }).check();
    await expect(
      table
        .getByRole("row")
        .filter({ has: page.getByRole("gridcell", { name: "/org", exact: true }) }),
    ).toContainText("Inherited");
    const groups = await json<{ path: string }[]>(`/${realm}/users/${id}/groups`);
    expect(groups.map((group) => group.path)).toEqual(["/org/audit"]);

    await page.getByRole("tab", { name: "Role mapping" }).click();
    await page.getByRole("checkbox", { name: "Hide inherited roles" }).uncheck();
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /auditor/ }),
    ).toContainText("Group /org/audit");

    await page.getByRole("tab", { name: "Groups" }).click();
    await table.getByRole("button", { name: "Actions for /org/audit" }).click();
    await page.getByRole("menuitem", { name: "Leave" }).click();
    await page
      .getByRole("dialog", { name: "Leave the group?" })
      .getByRole("button", { name: "Leave" })
      .click();
    await expect(page.getByText("The user left /org/audit.")).toBeVisible();
    expect(await json<unknown[]>(`/${realm}/users/${id}/groups`)).toEqual([]);
  });
});
