import { chooseSearched } from "../client-authorization/permission-helpers";
import {
  createAdminPermission,
  createAdminPolicy,
  createGroup,
  enableAdminPermissions,
} from "../permissions/admin-permissions-seed";
import { expect, openConsole, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the admin permissions evaluator", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("permission and policy names show as typed in the decisions per scope", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const clientId = await enableAdminPermissions(freshRealm);
    const group = await createGroup(freshRealm, "guarded");
    const asker = await createRealmAdmin(freshRealm, "asker", []);
    const names: { permission: string; policy: string }[] = [];
    for (const payload of payloads) {
      // Policies and permissions share one set of names, so each policy gets its own.
      const policy = `${payload.text} (policy)`;
      const policyId = await createAdminPolicy(freshRealm, clientId, "user", {
        name: policy,
        users: [asker.id],
      });
      await createAdminPermission(freshRealm, clientId, {
        name: payload.text,
        resourceType: "Groups",
        resources: [group],
        scopes: ["view"],
        policies: [policyId],
      });
      names.push({ permission: payload.text, policy });
    }

    await openConsole(page, `${freshRealm}/permissions/${clientId}/evaluate`);
    await chooseSearched(page, "User", asker.username);
    await page.getByRole("button", { name: /^Resource type/ }).click();
    await page.getByRole("option", { name: "Groups", exact: true }).click();
    await chooseSearched(page, "Groups object", "guarded");
    await page.getByRole("button", { name: /^Authorization scope/ }).click();
    await page.getByRole("option", { name: "view", exact: true }).click();
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    const view = page
      .getByRole("grid", { name: "Decisions per scope" })
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "view", exact: true }) });
    await expect(view).toContainText("Granted");
    for (const { permission, policy } of names) {
      await expect(
        view
          .getByRole("listitem")
          .filter({ hasText: `Permission ${permission}` })
          .first(),
      ).toBeVisible();
      await expect(view.getByText(`Policy ${policy}`, { exact: false }).first()).toBeVisible();
    }
    await expectInert(page, dialogs, "admin permissions evaluation results");
  });
});
