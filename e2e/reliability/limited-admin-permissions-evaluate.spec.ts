import type { Response } from "@playwright/test";
import { chooseSearched } from "../client-authorization/permission-helpers";
import { createGroup, enableAdminPermissions } from "../permissions/admin-permissions-seed";
import { expect, goToRoute, signIn, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";

/**
 * The admin permissions evaluator for limited administrators. It runs in a realm of its own with
 * admin permissions on: the suite's shared realm keeps them off, since they change what the
 * server checks on every page. The tab opens with any of the section's rights (view-realm,
 * view-clients, view-users); the server shows and evaluates the admin permissions only to those
 * who may view the realm, so the others are told that; without the rights to search users or
 * groups, the user and the group are typed, and their fields name the missing rights. Each set of
 * rights evaluates when it may, and the console asks the server for nothing it refuses.
 */

const grants: string[][] = [
  ["view-users"],
  ["view-clients"],
  ["view-realm"],
  // In a realm with admin permissions on, query-users alone lists only the users a permission
  // lets one view: view-users lets the evaluator search users and groups.
  ["view-realm", "view-users"],
];

interface Seeded {
  clientId: string;
  group: string;
  subject: TestUser;
}

test.describe("limited administrators on the admin permissions evaluator", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  let seeded: Seeded | undefined;
  const seed = async (realm: string): Promise<Seeded> => {
    seeded ??= {
      clientId: await enableAdminPermissions(realm),
      group: await createGroup(realm, "ruled"),
      subject: await createRealmAdmin(realm, "delegate", []),
    };
    return seeded;
  };

  for (const [index, rights] of grants.entries()) {
    test(`with ${rights.join(" and ")}: the evaluator evaluates or names the missing right`, async ({
      page,
      realm,
    }) => {
      const { clientId, group, subject } = await seed(realm);
      const admin = await createRealmAdmin(realm, `eval-${String(index)}`, rights);
      const refused: string[] = [];
      page.on("response", (response: Response) => {
        if (response.status() === 403 && response.url().includes("/admin/realms/"))
          refused.push(`${response.request().method()} ${response.url()}`);
      });
      await signIn(page, { realm, username: admin.username, password: admin.password });
      await goToRoute(page, `${realm}/permissions/${clientId}/evaluate`);

      if (!rights.includes("view-realm")) {
        // The server reads the admin permissions only with view-realm: the section names it.
        const denied = page.getByRole("heading", { level: 1, name: "Access denied" });
        await expect(denied).toBeVisible();
        await expect(page.getByText(/to see this page: view-realm$/)).toBeVisible();
        await expect(page.getByRole("button", { name: "Evaluate", exact: true })).toHaveCount(0);
      } else {
        await expect(page.getByRole("heading", { level: 1, name: "Permissions" })).toBeVisible();
        await expect(page.getByRole("tab", { name: "Evaluate" })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        if (rights.includes("view-users")) {
          await chooseSearched(page, "User", subject.username);
        } else {
          const typed = page.getByRole("textbox", { name: "Username or user ID" });
          await expect(typed).toHaveAccessibleDescription(/query-users/);
          await typed.fill(subject.username);
        }
        await page.getByRole("button", { name: /^Resource type/ }).click();
        await page.getByRole("option", { name: "Groups", exact: true }).click();
        if (rights.includes("view-users")) {
          await chooseSearched(page, "Groups object", "ruled");
        } else {
          const typed = page.getByRole("textbox", { name: "Groups object ID" });
          await expect(typed).toHaveAccessibleDescription(/query-groups/);
          await typed.fill(group);
        }
        await page.getByRole("button", { name: "Evaluate", exact: true }).click();
        // No permission names the group, so every scope is denied.
        await expect(page.getByText("Overall decision: denied")).toBeVisible();
        await expect(page.getByRole("grid", { name: "Decisions per scope" })).toContainText(
          "manage-membership",
        );
      }
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      expect(refused, "requests the server refused").toEqual([]);
    });
  }
});
