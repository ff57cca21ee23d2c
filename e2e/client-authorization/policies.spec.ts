import { adminFetch } from "../../server/src/testing/admin-api";
import { expect as baseExpect } from "@playwright/test";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { searchPicker } from "../support/pickers";
import {
  createPolicy,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "./authorization-seed";

/** Pages here may take a while on the shared, busy server. */
const expect = baseExpect.configure({ timeout: 60_000 });

interface StoredPolicy {
  id: string;
  name: string;
  type: string;
  roles?: { id: string; required?: boolean }[];
  hour?: string;
  hourEnd?: string;
  pattern?: string;
}

const policyByName = async (realm: string, id: string, name: string): Promise<StoredPolicy> => {
  const [found] = await readJson<StoredPolicy[]>(
    `${resourceServerPath(realm, id)}/policy?name=${encodeURIComponent(name)}&permission=false`,
  );
  if (found === undefined) throw new Error(`No policy ${name}`);
  return readJson<StoredPolicy>(
    `${resourceServerPath(realm, id)}/policy/${found.type}/${found.id}`,
  );
};

test.describe("client authorization policies", () => {
  test.describe.configure({ timeout: 180_000 });

  test("creates a role policy with a required realm role; the server stores it", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "shop-roles");
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "auditor" }),
    });
    await openConsole(page, `${realm}/clients/${id}/authorization/policy/new/role`);
    await expect(page.getByRole("heading", { name: "Create Role policy" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("auditors only");
    await page.getByRole("button", { name: "Add realm roles" }).click();
    const dialog = page.getByRole("dialog", { name: "Add realm roles" });
    await searchPicker(dialog, "Search", "auditor");
    await dialog.getByRole("checkbox", { name: "auditor" }).check();
    await dialog.getByRole("button", { name: "Add (1)" }).click();
    await page.getByRole("checkbox", { name: "Required: auditor" }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Policy auditors only created")).toBeVisible();

    const stored = await policyByName(realm, id, "auditors only");
    const auditor = await readJson<{ id: string }>(`/${realm}/roles/auditor`);
    expect(stored.roles).toEqual([{ id: auditor.id, required: true }]);
    await expect(page.getByRole("heading", { name: "auditors only", exact: true })).toBeVisible();
    await expect(page.getByRole("gridcell", { name: "auditor", exact: true })).toBeVisible();
  });

  test("refuses a blank name and a bad pattern on their fields, and a duplicate name from the server", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/409/, "the duplicate name is refused by the server on purpose");
    const id = await createResourceServer(realm, "shop-input");
    await createPolicy(realm, id, "user", { name: "taken" });
    await openConsole(page, `${realm}/clients/${id}/authorization/policy/new/regex`);
    await page.getByRole("textbox", { name: "Name" }).fill(" ");
    await page.getByRole("textbox", { name: "Target claim" }).fill("email");
    await page.getByRole("textbox", { name: "Regex pattern" }).fill("[a-");
    await expect(page.getByText("This is not a valid regular expression.")).toBeVisible();
    await expect(page.getByText("Enter a name.")).toBeVisible();

    await page.getByRole("textbox", { name: "Name" }).fill("taken");
    await page.getByRole("textbox", { name: "Regex pattern" }).fill("^a.*@example\\.test$");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(
      page.getByText("Another policy or permission of this client already has this name."),
    ).toBeVisible();
    // The failed save kept what was typed.
    await expect(page.getByRole("textbox", { name: "Regex pattern" })).toHaveValue(
      "^a.*@example\\.test$",
    );
  });

  test("refuses a time range whose end comes before its start, then stores a fixed one", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "shop-time");
    await openConsole(page, `${realm}/clients/${id}/authorization/policy/new/time`);
    await page.getByRole("textbox", { name: "Name" }).fill("office hours");
    await page.getByRole("spinbutton", { name: "Hour from" }).fill("17");
    await page.getByRole("spinbutton", { name: "Hour to" }).fill("8");
    await expect(page.getByText("The end comes before the start.")).toBeVisible();
    await page.getByRole("spinbutton", { name: "Hour from" }).fill("8");
    await page.getByRole("spinbutton", { name: "Hour to" }).fill("17");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Policy office hours created")).toBeVisible();
    const stored = await policyByName(realm, id, "office hours");
    expect([stored.hour, stored.hourEnd]).toEqual(["8", "17"]);
  });

  test("lists policies with their type, shows what uses one and deletes it after naming that", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "shop-list");
    const used = await createPolicy(realm, id, "user", {
      name: "used one",
      description: "<b>x</b>",
    });
    // The server deletes an aggregate left without policies; this one keeps another.
    const kept = await createPolicy(realm, id, "user", { name: "kept one" });
    await createPolicy(realm, id, "aggregate", { name: "combined", policies: [used, kept] });
    // This one has no other policy: the server deletes it with the policy, and the dialog says so.
    await createPolicy(realm, id, "aggregate", { name: "alone with it", policies: [used] });
    await openConsole(page, `${realm}/clients/${id}/authorization/policies`);
    const table = page.getByRole("grid", { name: "Policies" });
    const row = table.getByRole("row").filter({ hasText: "used one" });
    await expect(row.getByRole("gridcell", { name: "User", exact: true })).toBeVisible();
    await expect(row.getByText("<b>x</b>")).toBeVisible();
    await row.getByRole("button", { name: "Show details of used one" }).click();
    await expect(
      page.getByText(/Used by: (combined, alone with it|alone with it, combined)/),
    ).toBeVisible();
    await row.getByRole("button", { name: "Actions for used one" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete policy used one?" });
    await expect(confirm.getByText(/no longer use it: combined\./)).toBeVisible();
    await expect(confirm.getByText(/will be deleted with it: alone with it\./)).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Policy used one deleted")).toBeVisible();
    const left = await readJson<StoredPolicy[]>(
      `${resourceServerPath(realm, id)}/policy?permission=false`,
    );
    const names = left.map((policy) => policy.name);
    expect(names).toContain("combined");
    expect(names).not.toContain("used one");
    expect(names).not.toContain("alone with it");
  });
});
