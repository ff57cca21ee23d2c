import KeycloakAdminClient from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { serverUrl } from "../../../../test/console-harness";
import type { RoleOwner } from "./role-owner";
import { roleOwnerAdapter } from "./role-owner-adapter";

/** Records every call as "METHOD path?query body" and answers what each kind of call expects. */
const calls: string[] = [];
const server = setupServer(
  http.all(`${serverUrl}/admin/realms/acme/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace("/admin/realms/acme", "");
    const body = request.method === "GET" ? "" : ` ${await request.text()}`;
    calls.push(`${request.method} ${path}${url.search}${body}`);
    if (path.endsWith("/service-account-user")) return HttpResponse.json({ id: "sa-user" });
    if (path.startsWith("/clients/")) return HttpResponse.json({ id: "c-shop", clientId: "shop" });
    if (request.method !== "GET") return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(path.endsWith("mappings") ? {} : []);
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  calls.length = 0;
});
afterAll(() => {
  server.close();
});

function adapterFor(owner: RoleOwner) {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  return roleOwnerAdapter(client, "acme", owner);
}

const realmRole = { id: "r1", name: "viewer" };
const shopRole = { id: "r2", name: "buyer" };

/** Reads, maps a realm and a client role, and unmaps them, one step after the other. */
async function exercise(owner: RoleOwner) {
  const adapter = adapterFor(owner);
  await adapter.listAssigned();
  await adapter.listEffective();
  await adapter.listAvailableClientRoles(
    { first: 0, max: 11, search: "buy" },
    AbortSignal.timeout(5000),
  );
  await adapter.add({ roles: [realmRole] });
  await adapter.add({ clientUniqueId: "c-shop", roles: [shopRole] });
  await adapter.remove({ roles: [realmRole] });
  await adapter.remove({ clientUniqueId: "c-shop", roles: [shopRole] });
  return calls.filter((call) => !call.includes("service-account-user"));
}

const realmBody = JSON.stringify([realmRole]);
const shopBody = JSON.stringify([shopRole]);

describe("role owner adapters", () => {
  it("reach a service account's roles through its user, looked up once", async () => {
    expect(await exercise({ kind: "serviceAccount", id: "c-app" })).toEqual([
      "GET /users/sa-user/role-mappings",
      "GET /users/sa-user/role-mappings/realm/composite?briefRepresentation=true",
      "GET /ui-ext/effective-roles/users/sa-user?first=0&max=500",
      "GET /ui-ext/available-roles/users/sa-user?first=0&max=11&search=buy",
      `POST /users/sa-user/role-mappings/realm ${realmBody}`,
      `POST /users/sa-user/role-mappings/clients/c-shop ${shopBody}`,
      `DELETE /users/sa-user/role-mappings/realm ${realmBody}`,
      `DELETE /users/sa-user/role-mappings/clients/c-shop ${shopBody}`,
    ]);
    expect(calls.filter((call) => call.includes("service-account-user"))).toEqual([
      "GET /clients/c-app/service-account-user",
    ]);
  });

  it("change a client's scope mappings", async () => {
    expect(await exercise({ kind: "client", id: "c-app" })).toEqual([
      "GET /clients/c-app/scope-mappings",
      "GET /clients/c-app/scope-mappings/realm/composite?briefRepresentation=true",
      "GET /ui-ext/effective-roles/clients/c-app?first=0&max=500",
      "GET /ui-ext/available-roles/clients/c-app?first=0&max=11&search=buy",
      `POST /clients/c-app/scope-mappings/realm ${realmBody}`,
      `POST /clients/c-app/scope-mappings/clients/c-shop ${shopBody}`,
      `DELETE /clients/c-app/scope-mappings/realm ${realmBody}`,
      `DELETE /clients/c-app/scope-mappings/clients/c-shop ${shopBody}`,
    ]);
  });

  it("change a client scope's scope mappings", async () => {
    expect(await exercise({ kind: "clientScope", id: "s1" })).toEqual([
      "GET /client-scopes/s1/scope-mappings",
      "GET /client-scopes/s1/scope-mappings/realm/composite?briefRepresentation=true",
      "GET /ui-ext/effective-roles/clientScopes/s1?first=0&max=500",
      "GET /ui-ext/available-roles/clientScopes/s1?first=0&max=11&search=buy",
      `POST /client-scopes/s1/scope-mappings/realm ${realmBody}`,
      `POST /client-scopes/s1/scope-mappings/clients/c-shop ${shopBody}`,
      `DELETE /client-scopes/s1/scope-mappings/realm ${realmBody}`,
      `DELETE /client-scopes/s1/scope-mappings/clients/c-shop ${shopBody}`,
    ]);
  });

  it("change a role's composites, realm and client roles alike", async () => {
    expect(await exercise({ kind: "role", id: "boss" })).toEqual([
      "GET /roles-by-id/boss/composites",
      "GET /roles-by-id/boss/composites",
      "GET /ui-ext/available-roles/roles/boss?first=0&max=11&search=buy",
      `POST /roles-by-id/boss/composites ${realmBody}`,
      `POST /roles-by-id/boss/composites ${shopBody}`,
      `DELETE /roles-by-id/boss/composites ${realmBody}`,
      `DELETE /roles-by-id/boss/composites ${shopBody}`,
    ]);
  });

  it("find a group's inherited roles in its parent group", async () => {
    server.use(
      http.get(`${serverUrl}/admin/realms/acme/groups/:id`, ({ params }) =>
        HttpResponse.json(
          params.id === "team"
            ? { id: "team", path: "/org/team", parentId: "org" }
            : { id: "org", path: "/org", realmRoles: ["viewer"] },
        ),
      ),
    );
    expect(await adapterFor({ kind: "group", id: "team" }).listGroups?.()).toEqual([
      { id: "org", path: "/org", realmRoles: ["viewer"] },
    ]);
    expect(adapterFor({ kind: "clientScope", id: "s1" }).listGroups).toBeUndefined();
  });
});
