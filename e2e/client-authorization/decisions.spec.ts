import { openConsole, test } from "../support/fixtures";
import {
  createPermission,
  createPolicy,
  createResource,
  createResourceServer,
} from "./authorization-seed";
import {
  chooseSearched,
  createRealmRole,
  createScope,
  createUserWithRoles,
  expect,
  serverDecision,
} from "./permission-helpers";

test.describe("authorization decisions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("the server grants the scope to a user holding the role and denies it to one without, and the evaluator shows the same two decisions with the deciding policy", async ({
    page,
    realm,
  }) => {
    const clientId = "ledger-api";
    const id = await createResourceServer(realm, clientId);
    await createScope(realm, id, "ledger:read");
    await createResource(realm, id, { name: "Ledger", scopes: ["ledger:read"] });
    const roleId = await createRealmRole(realm, "accountant");
    const policyId = await createPolicy(realm, id, "role", {
      name: "Accountants only",
      roles: [{ id: roleId, required: true }],
    });
    await createPermission(realm, id, "scope", {
      name: "Read the ledger",
      resources: ["Ledger"],
      scopes: ["ledger:read"],
      policies: [policyId],
    });
    await createUserWithRoles(realm, "amira", ["accountant"]);
    await createUserWithRoles(realm, "bruno", []);

    expect(await serverDecision(realm, clientId, "amira", "Ledger#ledger:read")).toBe("granted");
    expect(await serverDecision(realm, clientId, "bruno", "Ledger#ledger:read")).toBe("denied");

    await openConsole(page, `${realm}/clients/${id}/authorization/evaluate`);
    await chooseSearched(page, "Resources", "Ledger");
    const results = page.getByRole("grid", { name: "Decisions per resource" });
    for (const [username, outcome] of [
      ["amira", "Granted"],
      ["bruno", "Denied"],
    ] as const) {
      const clearUser = page.getByRole("button", { name: "Clear User" });
      if (await clearUser.isVisible()) await clearUser.click();
      await chooseSearched(page, "User", username);
      await page.getByRole("button", { name: "Evaluate", exact: true }).click();
      // The resource's row; its details follow in a row of their own.
      const row = results.getByRole("row").filter({ hasText: "Ledger" }).first();
      await expect(row.getByText(outcome, { exact: true })).toBeVisible();
      await row.getByRole("button", { name: "Show details of Ledger" }).click();
      // The policy's own entry, inside the permission's: the policy decided.
      const policyVote = results
        .getByRole("listitem")
        .filter({ hasText: "Policy Accountants only", hasNotText: "Permission" });
      await expect(policyVote.getByText(outcome, { exact: true })).toBeVisible();
      await expect(
        results.getByRole("listitem").filter({ hasText: "Permission Read the ledger" }).first(),
      ).toContainText(outcome);
    }
  });
});
