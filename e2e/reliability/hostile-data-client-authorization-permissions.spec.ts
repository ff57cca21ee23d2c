import {
  createPolicy,
  createResource,
  createResourceServer,
} from "../client-authorization/authorization-seed";
import {
  chooseSearched,
  createDescribedPermission,
  createUserWithRoles,
  expect,
} from "../client-authorization/permission-helpers";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in a client's authorization permissions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("permission names and descriptions show as typed on the list and the permission's page, and policy names in the evaluator's decisions", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const id = await createResourceServer(freshRealm, "hostile-api");
    await createResource(freshRealm, id, { name: "Guarded" });
    const userId = await createUserWithRoles(freshRealm, "asker", []);
    const permissions: { id: string; name: string; policy: string; kind: string }[] = [];
    for (const payload of payloads) {
      // Policies and permissions share one set of names, so each policy gets its own.
      const policy = `${payload.text} (policy)`;
      const policyId = await createPolicy(freshRealm, id, "user", {
        name: policy,
        users: [userId],
      });
      const permissionId = await createDescribedPermission(freshRealm, id, {
        name: payload.text,
        description: payload.text,
        resources: ["Guarded"],
        policies: [policyId],
      });
      permissions.push({ id: permissionId, name: payload.text, policy, kind: payload.kind });
    }

    await openConsole(page, `${freshRealm}/clients/${id}/authorization/permissions?size=20`);
    const table = page.getByRole("grid", { name: "Permissions" });
    for (const { name } of permissions)
      await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "permissions list");

    for (const { id: permissionId, name, kind } of permissions) {
      await goToRoute(
        page,
        `${freshRealm}/clients/${id}/authorization/permission/resource/${permissionId}`,
      );
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(name);
      await expectInert(page, dialogs, `permission page ${kind}`);
    }

    await goToRoute(page, `${freshRealm}/clients/${id}/authorization/evaluate`);
    await chooseSearched(page, "User", "asker");
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    const results = page.getByRole("grid", { name: "Decisions per resource" });
    await results.getByRole("button", { name: "Show details of Guarded" }).click();
    for (const { name, policy } of permissions) {
      await expect(
        results
          .getByRole("listitem")
          .filter({ hasText: `Permission ${name}` })
          .first(),
      ).toBeVisible();
      await expect(results.getByText(`Policy ${policy}`, { exact: false }).first()).toBeVisible();
    }
    await expectInert(page, dialogs, "evaluation results");
  });
});
