import { expect as baseExpect, type Page } from "@playwright/test";
import { adminCreate } from "../support/admin-create";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { searchGroups, searchPicker } from "../support/pickers";
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
  description?: string;
  decisionStrategy?: string;
  groupsClaim?: string;
  groups?: { id: string; extendChildren?: boolean }[];
  users?: string[];
  clients?: string[];
  clientScopes?: { id: string; required?: boolean }[];
}

const storedPolicy = async (realm: string, id: string, name: string): Promise<StoredPolicy> => {
  const [found] = await readJson<StoredPolicy[]>(
    `${resourceServerPath(realm, id)}/policy?name=${encodeURIComponent(name)}&permission=false`,
  );
  if (found === undefined) throw new Error(`No policy ${name}`);
  return readJson<StoredPolicy>(
    `${resourceServerPath(realm, id)}/policy/${found.type}/${found.id}`,
  );
};

/**
 * Opens the create page of a policy type and names the policy. The console is opened once a test;
 * later pages are reached inside it.
 */
async function startPolicy(
  page: Page,
  realm: string,
  id: string,
  type: string,
  name: string,
  opened = false,
) {
  const route = `${realm}/clients/${id}/authorization/policy/new/${type}`;
  await (opened ? goToRoute(page, route) : openConsole(page, route));
  await expect(page.getByRole("heading", { name: /^Create .* policy$/ })).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
}

/** Opens a picker by its add button, searches, checks one row and adds it. */
async function pickOne(page: Page, addLabel: string, search: string, row: string) {
  await page.getByRole("button", { name: addLabel }).click();
  const dialog = page.getByRole("dialog", { name: addLabel });
  await searchPicker(dialog, "Search", search);
  await dialog.getByRole("checkbox", { name: row, exact: true }).check();
  await dialog.getByRole("button", { name: "Add (1)" }).click();
  await expect(dialog).toBeHidden();
}

async function create(page: Page, name: string) {
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText(`Policy ${name} created`)).toBeVisible();
}

test.describe("client authorization policy types", () => {
  test.describe.configure({ timeout: 180_000 });

  test("creates a group policy extended to sub-groups; the server stores it", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "types-group");
    const groupId = await adminCreate(`/${realm}/groups`, { name: "field-staff" });
    await startPolicy(page, realm, id, "group", "field staff");
    await page.getByRole("textbox", { name: "Groups claim" }).fill("groups");
    await page.getByRole("button", { name: "Add groups" }).click();
    const dialog = page.getByRole("dialog", { name: "Add groups" });
    await searchGroups(dialog, "field-staff");
    await dialog.getByRole("checkbox", { name: "/field-staff" }).check();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("checkbox", { name: "Extend to children: /field-staff" }).check();
    await create(page, "field staff");
    const stored = await storedPolicy(realm, id, "field staff");
    expect(stored.groupsClaim).toBe("groups");
    expect(stored.groups).toEqual([expect.objectContaining({ id: groupId, extendChildren: true })]);
  });

  test("creates a user policy and a client policy; the server stores their ids", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "types-user");
    const userId = await adminCreate(`/${realm}/users`, { username: "pat-buyer", enabled: true });
    const otherClient = await adminCreate(`/${realm}/clients`, { clientId: "shop-frontend" });
    await startPolicy(page, realm, id, "user", "pat only");
    await pickOne(page, "Add users", "pat-buyer", "pat-buyer");
    await create(page, "pat only");
    expect((await storedPolicy(realm, id, "pat only")).users).toEqual([userId]);

    await startPolicy(page, realm, id, "client", "frontend only", true);
    await pickOne(page, "Add clients", "shop-frontend", "shop-frontend");
    await create(page, "frontend only");
    expect((await storedPolicy(realm, id, "frontend only")).clients).toEqual([otherClient]);
  });

  test("creates a required client scope policy and an aggregate; the server stores them", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "types-scope");
    const scopeId = await adminCreate(`/${realm}/client-scopes`, {
      name: "orders-read",
      protocol: "openid-connect",
    });
    await startPolicy(page, realm, id, "client-scope", "needs orders");
    await pickOne(page, "Add client scopes", "orders-read", "orders-read");
    await page.getByRole("checkbox", { name: "Required: orders-read" }).check();
    await create(page, "needs orders");
    const scopePolicy = await storedPolicy(realm, id, "needs orders");
    expect(scopePolicy.clientScopes).toEqual([{ id: scopeId, required: true }]);

    await createPolicy(realm, id, "user", { name: "second voter" });
    await startPolicy(page, realm, id, "aggregate", "both agree", true);
    await pickOne(page, "Add policies", "needs orders", "needs orders");
    await pickOne(page, "Add policies", "second voter", "second voter");
    await page.getByRole("radio", { name: /^Affirmative/ }).check();
    await create(page, "both agree");
    const aggregate = await storedPolicy(realm, id, "both agree");
    expect(aggregate.decisionStrategy).toBe("AFFIRMATIVE");
    const associated = await readJson<{ name: string }[]>(
      `${resourceServerPath(realm, id)}/policy/${aggregate.id}/associatedPolicies`,
    );
    expect(associated.map((policy) => policy.name).sort()).toEqual([
      "needs orders",
      "second voter",
    ]);
    // The stored aggregate's page names its policies, read from the second request.
    await page.reload();
    const chosen = page.getByRole("grid", { name: "Policies" });
    await expect(chosen.getByRole("gridcell", { name: "second voter", exact: true })).toBeVisible();
  });

  test("edits a stored policy; the change is saved and shown after a reload", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "types-edit");
    const policyId = await createPolicy(realm, id, "user", {
      name: "editable",
      description: "before",
    });
    await openConsole(page, `${realm}/clients/${id}/authorization/policy/${policyId}/user`);
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("before");
    await description.fill("after the edit");
    await page.getByRole("radio", { name: "Negative" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Policy saved")).toBeVisible();
    const stored = await readJson<StoredPolicy & { logic: string }>(
      `${resourceServerPath(realm, id)}/policy/user/${policyId}`,
    );
    expect([stored.description, stored.logic]).toEqual(["after the edit", "NEGATIVE"]);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("after the edit");
    await expect(page.getByRole("radio", { name: "Negative" })).toBeChecked();
  });
});
