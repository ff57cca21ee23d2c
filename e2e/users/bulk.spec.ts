import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminFetch, adminToken } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { expect, seedUser, type SeedUser, storedUser, usersTable } from "./users-helpers";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

async function groupId(realm: string, name: string): Promise<string> {
  await adminFetch(`/${realm}/groups`, { method: "POST", body: JSON.stringify({ name }) });
  const groups = await json<{ id: string; name: string }[]>(`/${realm}/groups?search=${name}`);
  const id = groups.find((group) => group.name === name)?.id;
  if (id === undefined) throw new Error(`Group ${name} was not created.`);
  return id;
}

async function signInWithPassword(
  realm: string,
  username: string,
  password: string,
): Promise<void> {
  const status = await passwordSignIn(realm, username, password);
  if (status !== 200) throw new Error(`Password sign-in of ${username} failed: ${String(status)}`);
}

interface BulkCase {
  action: string;
  seed?: Partial<SeedUser> & { groups?: string[]; credentials?: unknown[] };
  prepare?: (realm: string, ids: string[]) => Promise<void>;
  choose?: (page: Page) => Promise<void>;
  /** Checks what the server stored for the two users the action succeeded on. */
  check: (realm: string, ids: string[]) => Promise<void>;
}

const password = "Secret-pass-1";

/**
 * Deletes every user and group of the realm. The cases share the file's realm, use the same names
 * and act on the whole first page of the list, so each starts from an empty realm.
 */
async function emptyRealm(realm: string): Promise<void> {
  for (const user of await json<{ id: string }[]>(`/${realm}/users?briefRepresentation=true`))
    await adminFetch(`/${realm}/users/${user.id}`, { method: "DELETE" });
  for (const group of await json<{ id: string }[]>(`/${realm}/groups`))
    await adminFetch(`/${realm}/groups/${group.id}`, { method: "DELETE" });
}

const cases: BulkCase[] = [
  {
    action: "Delete users",
    check: async (realm, ids) => {
      for (const id of ids) {
        const response = await fetch(`${keycloakUrl()}/admin/realms/${realm}/users/${id}`, {
          headers: { authorization: `Bearer ${await adminToken()}` },
        });
        expect(response.status).toBe(404);
      }
    },
  },
  {
    action: "Disable users",
    check: async (realm, ids) => {
      for (const id of ids) expect((await storedUser(realm, id))["enabled"]).toBe(false);
    },
  },
  {
    action: "Enable users",
    seed: { enabled: false },
    check: async (realm, ids) => {
      for (const id of ids) expect((await storedUser(realm, id))["enabled"]).toBe(true);
    },
  },
  {
    action: "Add to a group",
    prepare: async (realm) => {
      await groupId(realm, "team");
    },
    choose: async (page) => {
      await page.getByRole("dialog").getByRole("radio", { name: "/team" }).check();
    },
    check: async (realm, ids) => {
      for (const id of ids) {
        const groups = await json<{ name: string }[]>(`/${realm}/users/${id}/groups`);
        expect(groups.map((group) => group.name)).toEqual(["team"]);
      }
    },
  },
  {
    action: "Remove from a group",
    prepare: async (realm, ids) => {
      const team = await groupId(realm, "team");
      for (const id of ids)
        await adminFetch(`/${realm}/users/${id}/groups/${team}`, { method: "PUT" });
    },
    choose: async (page) => {
      await page.getByRole("dialog").getByRole("radio", { name: "/team" }).check();
    },
    check: async (realm, ids) => {
      for (const id of ids)
        expect(await json<unknown[]>(`/${realm}/users/${id}/groups`)).toEqual([]);
    },
  },
  {
    action: "Require actions",
    choose: async (page) => {
      await page.getByRole("dialog").getByRole("checkbox", { name: "Update Password" }).check();
    },
    check: async (realm, ids) => {
      for (const id of ids)
        expect((await storedUser(realm, id))["requiredActions"]).toEqual(["UPDATE_PASSWORD"]);
    },
  },
  {
    action: "Sign out users",
    seed: { credentials: [{ type: "password", value: password, temporary: false }] },
    prepare: async (realm) => {
      for (const username of ["bulk1", "bulk2"])
        await signInWithPassword(realm, username, password);
    },
    check: async (realm, ids) => {
      for (const id of ids)
        expect(await json<unknown[]>(`/${realm}/users/${id}/sessions`)).toEqual([]);
    },
  },
];

test.describe("users bulk actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  for (const bulk of cases) {
    test(`${bulk.action}: confirms the count, shows progress and lists the one failure`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      browserWatch.allow(
        /^Failed to load resource: the server responded with a status of 404/,
        "the third user is deleted after it was selected, so the action fails for it",
      );
      await emptyRealm(realm);
      const ids: string[] = [];
      for (const username of ["bulk1", "bulk2", "bulk3"]) {
        ids.push(
          await seedUser(realm, {
            username,
            email: `${username}@example.test`,
            firstName: username,
            lastName: "Bulk",
            ...bulk.seed,
          }),
        );
      }
      await bulk.prepare?.(realm, ids.slice(0, 2));
      await openConsole(page, `${realm}/users`);
      const table = usersTable(page);
      for (const username of ["bulk1", "bulk2", "bulk3"]) {
        await table.getByRole("checkbox", { name: `Select ${username}` }).check();
      }
      // Provoke one failure: the third user disappears after it was selected.
      await adminFetch(`/${realm}/users/${ids[2] ?? ""}`, { method: "DELETE" });

      await page.getByRole("button", { name: "Bulk actions" }).click();
      await page.getByRole("menuitem", { name: bulk.action }).click();
      const dialog = page.getByRole("dialog", { name: bulk.action });
      await expect(dialog).toContainText("3 users");
      await bulk.choose?.(page);
      await dialog.getByRole("button", { name: bulk.action }).click();
      await expect(dialog.getByText("1 user failed, 2 succeeded.")).toBeVisible();
      const failures = dialog.getByRole("list", { name: "Failures" }).getByRole("listitem");
      await expect(failures).toHaveCount(1);
      await expect(failures.first()).toContainText("bulk3");
      await expect(dialog.getByRole("progressbar")).toHaveCount(0);
      await bulk.check(realm, ids.slice(0, 2));
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toHaveCount(0);
    });
  }
});

test.describe("users bulk runs", () => {
  test.describe.configure({ timeout: 180_000 });

  test("Stop ends a run after the changes in flight; the server holds only those", async ({
    page,
    freshRealm: realm,
  }) => {
    const ids: string[] = [];
    for (let index = 1; index <= 24; index += 1)
      ids.push(await seedUser(realm, { username: `stop${String(index).padStart(2, "0")}` }));
    // The first four saves go through; the next ones wait, so Stop lands while four are in flight.
    let passed = 0;
    const held: (() => void)[] = [];
    await page.route(`**/admin/realms/${realm}/users/*`, async (route) => {
      if (route.request().method() !== "PUT" || passed < 4) {
        if (route.request().method() === "PUT") passed += 1;
        await route.continue();
        return;
      }
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });

    await openConsole(page, `${realm}/users`);
    await expect(usersTable(page).getByRole("link", { name: "stop01" })).toBeVisible();
    await page.getByRole("button", { name: "Selection options" }).click();
    await page.getByRole("menuitem", { name: "Select all (24 rows)" }).click();
    await page.getByRole("button", { name: "Bulk actions" }).click();
    await page.getByRole("menuitem", { name: "Disable users" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable users" });
    await expect(dialog).toContainText("Disable 24 users?");
    await dialog.getByRole("button", { name: "Disable users" }).click();

    await expect(dialog.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "4 of 24 users",
    );
    await expect.poll(() => held.length).toBe(4);
    await expectNoAxeViolations(page);
    // Closing the tab now makes the browser ask first.
    const prompts: string[] = [];
    page.once("dialog", (prompt) => {
      prompts.push(prompt.type());
      void prompt.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(["beforeunload"]);
    await dialog.getByRole("button", { name: "Stop" }).click();
    await expect(dialog.getByRole("button", { name: /Stopping/ })).toBeDisabled();
    for (const release of held.splice(0)) release();

    await expect(
      dialog.getByText("Stopped: 8 of 24 users changed, 0 failed, 16 not attempted."),
    ).toBeVisible();
    const disabled: string[] = [];
    for (const id of ids) if ((await storedUser(realm, id))["enabled"] === false) disabled.push(id);
    expect(disabled).toHaveLength(8);
    expect(passed).toBe(4);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("shows progress while collecting all matching users; Stop then changes none of them", async ({
    page,
    freshRealm: realm,
  }) => {
    // One more user than a page of the collection (500), so it reads a second page.
    const userCount = 501;
    await adminFetch(`/${realm}/partialImport`, {
      method: "POST",
      body: JSON.stringify({
        ifResourceExists: "SKIP",
        users: Array.from({ length: userCount }, (_, index) => ({
          username: `all${String(index).padStart(3, "0")}`,
          enabled: true,
        })),
      }),
    });
    // The collection's second page waits, so the dialog is caught collecting.
    const held: (() => void)[] = [];
    await page.route(`**/admin/realms/${realm}/users?*`, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get("first") === "500" && url.searchParams.get("max") === "500")
        await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });

    await openConsole(page, `${realm}/users`);
    await expect(usersTable(page).getByRole("link", { name: "all000" })).toBeVisible();
    await page.getByRole("button", { name: "Selection options" }).click();
    await page.getByRole("menuitem", { name: "Select all (501 rows)" }).click();
    await page.getByRole("button", { name: "Bulk actions" }).click();
    await page.getByRole("menuitem", { name: "Disable users" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable users" });
    await expect(dialog).toContainText("Disable 501 users?");
    await dialog.getByRole("button", { name: "Disable users" }).click();

    const collecting = dialog.getByRole("progressbar", { name: /Collecting the matching users/ });
    await expect(collecting).toHaveAttribute("aria-valuetext", "Users found: 500 (pages read: 1)");
    await expect.poll(() => held.length).toBe(1);
    await dialog.getByRole("button", { name: "Stop" }).click();
    for (const release of held.splice(0)) release();

    await expect(
      dialog.getByText("Stopped while collecting the users: 501 found, none was changed."),
    ).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    expect(await json<number>(`/${realm}/users/count?enabled=false`)).toBe(0);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the failures download as CSV with the user, its id and why", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 404/,
      "the second user is deleted after it was selected, so the action fails for it",
    );
    const kept = await seedUser(realm, { username: "csv1" });
    const gone = await seedUser(realm, { username: "csv2" });
    await openConsole(page, `${realm}/users`);
    const table = usersTable(page);
    for (const username of ["csv1", "csv2"])
      await table.getByRole("checkbox", { name: `Select ${username}` }).check();
    await adminFetch(`/${realm}/users/${gone}`, { method: "DELETE" });

    await page.getByRole("button", { name: "Bulk actions" }).click();
    await page.getByRole("menuitem", { name: "Disable users" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable users" });
    await dialog.getByRole("button", { name: "Disable users" }).click();
    await expect(dialog.getByText("1 user failed, 1 succeeded.")).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download failures (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${realm}-disable-failures.csv`);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "username,id,reason",
      `csv2,${gone},the user no longer exists`,
      "",
    ]);
    expect((await storedUser(realm, kept))["enabled"]).toBe(false);
  });
});
