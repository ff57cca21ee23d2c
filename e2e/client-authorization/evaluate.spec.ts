import { goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import {
  createPermission,
  createPolicy,
  createResource,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "./authorization-seed";
import {
  associatedNames,
  chooseSearched,
  createRealmRole,
  createUserWithRoles,
  expect,
} from "./permission-helpers";
import { flipSwitch } from "../users/users-helpers";

test.describe("authorization evaluator and permission editing", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("evaluates a user with an extra realm role and a context attribute a regex policy reads, filters the decisions by outcome and shows the server's JSON", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "vault-api");
    await createResource(realm, id, { name: "Vault" });
    await createResource(realm, id, { name: "Ledger" });
    await createResource(realm, id, { name: "Archive" });
    const auditorId = await createRealmRole(realm, "auditor");
    const archivistId = await createRealmRole(realm, "archivist");
    const auditors = await createPolicy(realm, id, "role", {
      name: "Auditors",
      roles: [{ id: auditorId, required: true }],
    });
    const archivists = await createPolicy(realm, id, "role", {
      name: "Archivists",
      roles: [{ id: archivistId, required: true }],
    });
    const production = await createPolicy(realm, id, "regex", {
      name: "Production requests",
      targetClaim: "env",
      pattern: "^prod$",
      targetContextAttributes: true,
    });
    await createPermission(realm, id, "resource", {
      name: "Open the vault",
      resources: ["Vault"],
      policies: [auditors],
    });
    await createPermission(realm, id, "resource", {
      name: "Read the ledger",
      resources: ["Ledger"],
      policies: [production],
    });
    await createPermission(realm, id, "resource", {
      name: "Open the archive",
      resources: ["Archive"],
      policies: [archivists],
    });
    // Carol holds no role herself: the vault is granted only through the role added in the form,
    // the ledger only through the context attribute.
    await createUserWithRoles(realm, "carol", []);

    await openConsole(page, `${realm}/clients/${id}/authorization/evaluate`);
    await chooseSearched(page, "User", "carol");
    await chooseSearched(page, "Roles", "auditor");
    await page.getByRole("button", { name: "Add attribute" }).click();
    await page.getByRole("textbox", { name: "Key 1" }).fill("env");
    await page.getByRole("textbox", { name: "Value 1" }).fill("prod");
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();

    const results = page.getByRole("grid", { name: "Decisions per resource" });
    const rowOf = (name: string) =>
      results
        .getByRole("row")
        .filter({ hasText: name })
        .filter({ hasText: /Granted|Denied/ });
    await expect(rowOf("Vault")).toContainText("Granted");
    await expect(rowOf("Ledger")).toContainText("Granted");
    await expect(rowOf("Archive")).toContainText("Denied");

    await page.getByRole("button", { name: "Denied", exact: true }).click();
    await expect(rowOf("Archive")).toBeVisible();
    await expect(rowOf("Vault")).toHaveCount(0);
    await expect(rowOf("Ledger")).toHaveCount(0);
    await page.getByRole("button", { name: "Granted", exact: true }).click();
    await expect(rowOf("Vault")).toBeVisible();
    await expect(rowOf("Ledger")).toBeVisible();
    await expect(rowOf("Archive")).toHaveCount(0);

    // A run on the ledger alone keeps the server's answer short enough to read whole.
    await chooseSearched(page, "Resources", "Ledger");
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    await expect(rowOf("Vault")).toHaveCount(0);
    await page.getByRole("button", { name: "Server response (JSON)" }).click();
    const raw = page.getByRole("textbox", { name: "Server response (JSON)" });
    await expect(raw).toContainText('"name": "Read the ledger"');
    await expect(raw).toContainText('"status": "PERMIT"');
  });

  test("saves a permission applying to a resource type as the server stores it, and a saved permission's changed policies show after a reload", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "docs-api");
    await createResource(realm, id, { name: "Handbook", type: "urn:docs-api:documents" });
    const editorId = await createRealmRole(realm, "editor");
    const readerId = await createRealmRole(realm, "reader");
    const editors = await createPolicy(realm, id, "role", {
      name: "Editors",
      roles: [{ id: editorId }],
    });
    await createPolicy(realm, id, "role", { name: "Readers", roles: [{ id: readerId }] });

    await openConsole(page, `${realm}/clients/${id}/authorization/permission/new/resource`);
    await page.getByRole("textbox", { name: "Name" }).fill("Every document");
    await flipSwitch(page.getByRole("switch", { name: "Apply to resource type" }));
    await page.getByRole("textbox", { name: "Resource type" }).fill("urn:docs-api:documents");
    await chooseSearched(page, "Applied policies", "Editors");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Every document", level: 1 })).toBeVisible();
    const typedId = page.url().split("/").pop() ?? "";
    const typed = await readJson<{ resourceType?: string; type?: string }>(
      `${resourceServerPath(realm, id)}/permission/resource/${typedId}`,
    );
    expect(typed).toMatchObject({ type: "resource", resourceType: "urn:docs-api:documents" });
    expect(await associatedNames(realm, id, typedId, "resources")).toEqual([]);
    expect(await associatedNames(realm, id, typedId, "associatedPolicies")).toEqual(["Editors"]);

    const savedId = await createPermission(realm, id, "resource", {
      name: "Edit the handbook",
      resources: ["Handbook"],
      policies: [editors],
    });
    await goToRoute(page, `${realm}/clients/${id}/authorization/permission/resource/${savedId}`);
    await page.getByRole("button", { name: "Remove Editors" }).click();
    await chooseSearched(page, "Applied policies", "Readers");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Permission saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Remove Readers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Editors" })).toHaveCount(0);
    expect(await associatedNames(realm, id, savedId, "associatedPolicies")).toEqual(["Readers"]);
    expect(await associatedNames(realm, id, savedId, "resources")).toEqual(["Handbook"]);
  });

  test("an administrator who may view the authorization settings and clients but not search users or roles evaluates by typing a username, told which rights the other choosers need", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "strongroom-api");
    await createResource(realm, id, { name: "Vault" });
    const auditorId = await createRealmRole(realm, "strongroom-auditor");
    const auditors = await createPolicy(realm, id, "role", {
      name: "Auditors",
      roles: [{ id: auditorId, required: true }],
    });
    await createPermission(realm, id, "resource", {
      name: "Open the vault",
      resources: ["Vault"],
      policies: [auditors],
    });
    await createUserWithRoles(realm, "dana", ["strongroom-auditor"]);
    const viewer = await createRealmAdmin(realm, "authz-viewer", [
      "view-authorization",
      "view-clients",
    ]);

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/clients/${id}/authorization/evaluate`,
    });
    await expect(page.getByRole("combobox", { name: "User", exact: true })).toHaveCount(0);
    await expect(
      page.getByText(
        "Adding realm roles needs view-realm; the user is evaluated with their own roles.",
      ),
    ).toBeVisible();
    const username = page.getByRole("textbox", { name: "Username or user ID" });
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    await expect(page.getByText("Choose the user to evaluate for.")).toBeVisible();
    await username.fill("dana");
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    const results = page.getByRole("grid", { name: "Decisions per resource" });
    await expect(
      results.getByRole("row").filter({ hasText: "Vault" }).filter({ hasText: "Granted" }),
    ).toBeVisible();
  });
});
