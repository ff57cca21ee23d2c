import { readFile } from "node:fs/promises";
import { adminFetch } from "../../server/src/testing/admin-api";
import { searchPicker } from "../support/pickers";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { createResourceServer, readJson, resourceServerPath } from "./authorization-seed";
import {
  chooseSearched,
  createRealmRole,
  createUserWithRoles,
  expect,
  serverDecision,
} from "./permission-helpers";
import { chooseImportFile } from "./resources-helpers";

/**
 * The whole of a resource server built through the console, decided on by the server, explained by
 * the evaluator, and carried over in an export file: after everything is deleted and the file
 * imported, the server decides as before.
 */
test.describe("authorization services through the console", () => {
  test.describe.configure({ timeout: 300_000 });

  test("a resource with a scope, a role policy and a scope-based permission decide for the server and the evaluator alike, and survive export, deletion and import", async ({
    page,
    realm,
  }) => {
    const clientId = "vault-api";
    const id = await createResourceServer(realm, clientId);
    await createRealmRole(realm, "keeper");
    await createUserWithRoles(realm, "kira", ["keeper"]);
    await createUserWithRoles(realm, "lars", []);
    const tab = (name: string) => `${realm}/clients/${id}/authorization/${name}`;

    await test.step("create the scope, the resource, the policy and the permission", async () => {
      await openConsole(page, tab("scopes"));
      await page.getByRole("link", { name: "Create authorization scope" }).first().click();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("vault:open");
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText("Authorization scope vault:open created")).toBeVisible();

      await goToRoute(page, tab("resources"));
      await page.getByRole("link", { name: "Create resource" }).first().click();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Vault");
      await chooseSearched(page, "Authorization scopes", "vault:open");
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText("Resource Vault created")).toBeVisible();

      await goToRoute(page, tab("policies"));
      await page.getByRole("button", { name: "Create policy" }).click();
      await page.getByRole("menuitem", { name: "Role" }).click();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Keepers only");
      await page.getByRole("button", { name: "Add realm roles" }).click();
      const roles = page.getByRole("dialog", { name: "Add realm roles" });
      await searchPicker(roles, "Search", "keeper");
      await roles.getByRole("checkbox", { name: "keeper" }).check();
      await roles.getByRole("button", { name: "Add (1)" }).click();
      await page.getByRole("checkbox", { name: "Required: keeper" }).check();
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText("Policy Keepers only created")).toBeVisible();

      await goToRoute(page, tab("permissions"));
      await page.getByRole("button", { name: "Create permission" }).click();
      await page.getByRole("menuitem", { name: /Scope-based/ }).click();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Open the vault");
      await chooseSearched(page, "Resource", "Vault");
      await chooseSearched(page, "Authorization scopes", "vault:open");
      await chooseSearched(page, "Applied policies", "Keepers only");
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(page.getByText("Permission Open the vault created")).toBeVisible();
    });

    const decisions = async () => [
      await serverDecision(realm, clientId, "kira", "Vault#vault:open"),
      await serverDecision(realm, clientId, "lars", "Vault#vault:open"),
    ];
    expect(await decisions()).toEqual(["granted", "denied"]);

    await test.step("the evaluator decides as the server did, naming the policy", async () => {
      await goToRoute(page, tab("evaluate"));
      await chooseSearched(page, "Resources", "Vault");
      const results = page.getByRole("grid", { name: "Decisions per resource" });
      for (const [username, outcome] of [
        ["kira", "Granted"],
        ["lars", "Denied"],
      ] as const) {
        const clearUser = page.getByRole("button", { name: "Clear User" });
        if (await clearUser.isVisible()) await clearUser.click();
        await chooseSearched(page, "User", username);
        await page.getByRole("button", { name: "Evaluate", exact: true }).click();
        const row = results.getByRole("row").filter({ hasText: "Vault" }).first();
        await expect(row.getByText(outcome, { exact: true })).toBeVisible();
        await row.getByRole("button", { name: "Show details of Vault" }).click();
        const policyVote = results
          .getByRole("listitem")
          .filter({ hasText: "Policy Keepers only", hasNotText: "Permission" });
        await expect(policyVote.getByText(outcome, { exact: true })).toBeVisible();
      }
    });

    let exported = "";
    await test.step("export the resource server to a file", async () => {
      await goToRoute(page, tab("export"));
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download" }).click();
      exported = await readFile(await (await download).path(), "utf8");
      expect(exported).toContain('"name": "Open the vault"');
    });

    await test.step("delete everything, then import the file", async () => {
      const server = resourceServerPath(realm, id);
      const policies = await readJson<{ id: string }[]>(`${server}/policy?max=100`);
      for (const policy of policies)
        await adminFetch(`${server}/policy/${policy.id}`, { method: "DELETE" }).catch(() => {
          // Deleting a policy can take the permissions that used only it along.
        });
      for (const resource of await readJson<{ _id: string }[]>(`${server}/resource?max=100`))
        await adminFetch(`${server}/resource/${resource._id}`, { method: "DELETE" });
      for (const scope of await readJson<{ id: string }[]>(`${server}/scope?max=100`))
        await adminFetch(`${server}/scope/${scope.id}`, { method: "DELETE" });
      expect(await readJson<unknown[]>(`${server}/policy?max=100`)).toEqual([]);
      expect(await readJson<unknown[]>(`${server}/resource?max=100`)).toEqual([]);

      await goToRoute(page, tab("settings"));
      await chooseImportFile(page, exported);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByText("Resource server imported")).toBeVisible();
    });

    expect(await decisions()).toEqual(["granted", "denied"]);
  });
});
