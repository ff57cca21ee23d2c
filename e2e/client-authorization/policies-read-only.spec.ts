import { expect as baseExpect } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { signIn, test } from "../support/fixtures";
import { accessToken } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { createPolicy, createResourceServer, resourceServerPath } from "./authorization-seed";

/** Pages here may take a while on the shared, busy server. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * An administrator who may see authorization services but not change them: view-authorization,
 * with view-clients, which the server needs to show the client itself.
 */
const viewerRights = ["view-authorization", "view-clients"];

test.describe("client authorization policies, read-only", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a viewer sees the policies and a policy without ways to change them; the server refuses changes", async ({
    page,
    realm,
  }) => {
    const id = await createResourceServer(realm, "viewer-shop");
    const policyId = await createPolicy(realm, id, "user", {
      name: "seen not changed",
      description: "visible text",
    });
    const viewer = await createRealmAdmin(realm, "policy-viewer", viewerRights);

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/clients/${id}/authorization/policies`,
    });
    const table = page.getByRole("grid", { name: "Policies" });
    const row = table.getByRole("row").filter({ hasText: "seen not changed" });
    await expect(row.getByText("visible text")).toBeVisible();
    await expect(page.getByRole("button", { name: /Create .*policy/ })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Actions for seen not changed" })).toHaveCount(0);

    await row.getByRole("link", { name: "seen not changed" }).click();
    await expect(
      page.getByRole("heading", { name: "seen not changed", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("visible text");
    await expect(page.getByRole("textbox", { name: "Description" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add users" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Policy actions" })).toHaveCount(0);

    // The server agrees: the viewer's own token reads the policy and may not change or delete it.
    const token = await accessToken(realm, {
      grant_type: "password",
      client_id: "admin-cli",
      username: viewer.username,
      password: viewer.password,
    });
    const policyUrl = `${keycloakUrl()}/admin/realms${resourceServerPath(realm, id)}/policy/user/${policyId}`;
    const send = (method: string, body?: object) =>
      fetch(policyUrl, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    expect((await send("GET")).status).toBe(200);
    expect(
      (await send("PUT", { id: policyId, name: "seen not changed", description: "changed" }))
        .status,
    ).toBe(403);
    expect((await send("DELETE")).status).toBe(403);
    const createUrl = policyUrl.replace(`/user/${policyId}`, "/user");
    const created = await fetch(createUrl, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "sneaked in" }),
    });
    expect(created.status).toBe(403);
  });
});
