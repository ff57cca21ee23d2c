import { expect, openConsole } from "../support/fixtures";
import { storedPermissions, testInV1Realm, v1Admin } from "./v1-realm";

const test = testInV1Realm("scope-permission-page");

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await (await v1Admin(path, init)).json()) as T;
}

test.describe("a permissions v1 scope permission's own page", () => {
  test("the users' manage scope opens its permission on the realm-management client with the policy that decides it", async ({
    page,
    realm,
  }) => {
    await v1Admin(`/${realm}/users-management-permissions`, {
      method: "PUT",
      body: JSON.stringify({ enabled: true }),
    });
    const permissionId =
      (await storedPermissions(`/${realm}/users-management-permissions`)).scopePermissions?.[
        "manage"
      ] ?? "";
    const [management] = await json<{ id: string }[]>(
      `/${realm}/clients?clientId=realm-management`,
    );
    const server = `/${realm}/clients/${management?.id ?? ""}/authz/resource-server`;
    await v1Admin(`/${realm}/users`, {
      method: "POST",
      body: JSON.stringify({ username: "helpdesk-lead", enabled: true }),
    });
    const [lead] = await json<{ id: string }[]>(
      `/${realm}/users?exact=true&username=helpdesk-lead`,
    );
    const policy = await json<{ id: string }>(`${server}/policy/user`, {
      method: "POST",
      body: JSON.stringify({ name: "Helpdesk lead", users: [lead?.id ?? ""], logic: "POSITIVE" }),
    });
    // The server's scope permission keeps its resource and scope; only its policies change.
    const stored = await json<Record<string, unknown>>(`${server}/policy/${permissionId}`);
    const resources = await json<{ _id: string }[]>(`${server}/policy/${permissionId}/resources`);
    const scopes = await json<{ id: string }[]>(`${server}/policy/${permissionId}/scopes`);
    const updated = await v1Admin(`${server}/permission/scope/${permissionId}`, {
      method: "PUT",
      body: JSON.stringify({
        id: permissionId,
        name: stored["name"],
        type: "scope",
        logic: stored["logic"],
        decisionStrategy: stored["decisionStrategy"],
        resources: resources.map((resource) => resource._id),
        scopes: scopes.map((scope) => scope.id),
        policies: [policy.id],
      }),
    });
    expect(updated.status).toBeLessThan(300);

    await openConsole(page, `${realm}/users/permissions`);
    await page
      .getByRole("grid", { name: "Scope permissions" })
      .getByRole("link", { name: "manage", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/authorization/permission/scope/${permissionId}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: String(stored["name"]), exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Scope-based", { exact: true })).toBeVisible();
    await expect(page.getByText("Helpdesk lead", { exact: true })).toBeVisible();
  });
});
