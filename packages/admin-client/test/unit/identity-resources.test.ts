import { describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { call, empty, json, mockedClient, mockFetch, restoreFetchAfterEach } from "./fetch-mock.js";

const client = mockedClient;

restoreFetchAfterEach();

interface Expected {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  /** The answer, when the call needs more than an empty JSON object. */
  respond?: () => Response;
}

// Each entry: what the call is, how it is made, and the request it must produce.
const cases: [string, (admin: KeycloakAdminClient) => Promise<unknown>, Expected][] = [
  [
    "whoAmI.find",
    (admin) => admin.whoAmI.find({ realm: "master", currentRealm: "other" }),
    { method: "GET", url: "http://kc.test/admin/master/console/whoami?currentRealm=other" },
  ],
  [
    "serverInfo.find",
    (admin) => admin.serverInfo.find(),
    { method: "GET", url: "http://kc.test/admin/serverinfo" },
  ],
  [
    "cache.clearKeysCache",
    (admin) => admin.cache.clearKeysCache({ realm: "r" }),
    { method: "POST", url: "http://kc.test/admin/realms/r/clear-keys-cache" },
  ],
  [
    "themeResources.findMessages",
    (admin) =>
      admin.themeResources.findMessages({
        themeType: "admin",
        locale: "pt-BR",
        theme: "keycloak.v2",
        source: true,
      }),
    {
      method: "GET",
      url: "http://kc.test/resources/home/admin/pt-BR?theme=keycloak.v2&source=true",
    },
  ],
  [
    "uiExt.findRealmNames",
    (admin) => admin.uiExt.findRealmNames({ search: "ma", max: 5 }),
    { method: "GET", url: "http://kc.test/admin/realms/home/ui-ext/realms/names?search=ma&max=5" },
  ],
  [
    "uiExt.findAvailableClientRoles",
    (admin) =>
      admin.uiExt.findAvailableClientRoles({
        type: "users",
        id: "u1",
        first: 10,
        max: 5,
        search: "ed",
      }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/home/ui-ext/available-roles/users/u1?first=10&max=5&search=ed",
    },
  ],
  [
    "uiExt.findEffectiveClientRoles",
    (admin) => admin.uiExt.findEffectiveClientRoles({ type: "groups", id: "g 1", max: 50 }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/home/ui-ext/effective-roles/groups/g%201?max=50",
    },
  ],
  [
    "realms.create keeps the new realm's name in the body",
    (admin) => admin.realms.create({ realm: "fresh", enabled: true }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms",
      body: '{"realm":"fresh","enabled":true}',
      respond: () => empty(201, { location: "http://kc.test/admin/realms/fresh" }),
    },
  ],
  [
    "realms.getGroupByPath keeps the slashes of the path",
    (admin) => admin.realms.getGroupByPath({ realm: "r", path: "/top level/sub" }),
    { method: "GET", url: "http://kc.test/admin/realms/r/group-by-path/top%20level/sub" },
  ],
  [
    "realms.findEvents repeats the type and sends dates as milliseconds",
    (admin) =>
      admin.realms.findEvents({
        realm: "r",
        type: ["LOGIN", "LOGOUT"],
        dateFrom: new Date(1000),
        max: 2,
      }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/r/events?type=LOGIN&type=LOGOUT&dateFrom=1000&max=2",
    },
  ],
  [
    "realms.findAdminEvents repeats the operation types",
    (admin) =>
      admin.realms.findAdminEvents({
        realm: "r",
        operationTypes: ["CREATE", "DELETE"],
        resourcePath: "users/*",
      }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/r/admin-events?operationTypes=CREATE&operationTypes=DELETE&resourcePath=users%2F*",
    },
  ],
  [
    "realms.export puts its flags in the query",
    (admin) => admin.realms.export({ realm: "r", exportClients: true }),
    { method: "POST", url: "http://kc.test/admin/realms/r/partial-export?exportClients=true" },
  ],
  [
    "realms.partialImport sends only the representation",
    (admin) => admin.realms.partialImport({ realm: "r", rep: { ifResourceExists: "SKIP" } }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/r/partialImport",
      body: '{"ifResourceExists":"SKIP"}',
    },
  ],
  [
    "realms.addLocalization sends plain text",
    (admin) =>
      admin.realms.addLocalization({ realm: "r", selectedLocale: "de", key: "a.b" }, "Grüße"),
    {
      method: "PUT",
      url: "http://kc.test/admin/realms/r/localization/de/a.b",
      body: "Grüße",
      contentType: "text/plain",
    },
  ],
  [
    "realms.deleteRealmLocalizationTexts with a key",
    (admin) =>
      admin.realms.deleteRealmLocalizationTexts({ realm: "r", selectedLocale: "de", key: "k" }),
    { method: "DELETE", url: "http://kc.test/admin/realms/r/localization/de/k" },
  ],
  [
    "realms.deleteRealmLocalizationTexts without a key deletes the locale",
    (admin) => admin.realms.deleteRealmLocalizationTexts({ realm: "r", selectedLocale: "de" }),
    { method: "DELETE", url: "http://kc.test/admin/realms/r/localization/de" },
  ],
  [
    "realms.deleteSession",
    (admin) => admin.realms.deleteSession({ realm: "r", session: "s1", isOffline: true }),
    { method: "DELETE", url: "http://kc.test/admin/realms/r/sessions/s1?isOffline=true" },
  ],
  [
    "users.executeActionsEmail",
    (admin) =>
      admin.users.executeActionsEmail({
        id: "u1",
        actions: ["UPDATE_PASSWORD"],
        lifespan: 300,
        clientId: "app",
        redirectUri: "https://app.test/",
      }),
    {
      method: "PUT",
      url: "http://kc.test/admin/realms/home/users/u1/execute-actions-email?lifespan=300&redirect_uri=https%3A%2F%2Fapp.test%2F&client_id=app",
      body: '["UPDATE_PASSWORD"]',
    },
  ],
  [
    "users.updateCredentialLabel",
    (admin) => admin.users.updateCredentialLabel({ id: "u1", credentialId: "c1" }, "Phone"),
    {
      method: "PUT",
      url: "http://kc.test/admin/realms/home/users/u1/credentials/c1/userLabel",
      body: "Phone",
      contentType: "text/plain",
    },
  ],
  [
    "users.moveCredentialPositionDown",
    (admin) =>
      admin.users.moveCredentialPositionDown({
        id: "u1",
        credentialId: "c1",
        newPreviousCredentialId: "c0",
      }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/users/u1/credentials/c1/moveAfter/c0",
    },
  ],
  [
    "users.addClientRoleMappings",
    (admin) =>
      admin.users.addClientRoleMappings({
        id: "u1",
        clientUniqueId: "c",
        roles: [{ id: "r", name: "n" }],
      }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/users/u1/role-mappings/clients/c",
      body: '[{"id":"r","name":"n"}]',
    },
  ],
  [
    "users.impersonation",
    (admin) => admin.users.impersonation({ id: "u1" }, { user: "u1", realm: "home" }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/users/u1/impersonation",
      body: '{"user":"u1","realm":"home"}',
    },
  ],
  [
    "groups.listSubGroups",
    (admin) => admin.groups.listSubGroups({ parentId: "g1", first: 0, max: 10, search: "x" }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/home/groups/g1/children?first=0&max=10&search=x",
    },
  ],
  [
    "groups.setOrCreateChild",
    (admin) => admin.groups.setOrCreateChild({ id: "g1" }, { name: "child" }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/groups/g1/children",
      body: '{"name":"child"}',
    },
  ],
  [
    "roles.getCompositeRolesForClient",
    (admin) => admin.roles.getCompositeRolesForClient({ id: "r1", clientId: "c1" }),
    { method: "GET", url: "http://kc.test/admin/realms/home/roles-by-id/r1/composites/clients/c1" },
  ],
  [
    "roles.createComposite",
    (admin) => admin.roles.createComposite({ roleId: "r1" }, [{ id: "r2" }]),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/roles-by-id/r1/composites",
      body: '[{"id":"r2"}]',
    },
  ],
  [
    "attackDetection.delAll",
    (admin) => admin.attackDetection.delAll(),
    {
      method: "DELETE",
      url: "http://kc.test/admin/realms/home/attack-detection/brute-force/users",
    },
  ],
  [
    "userStorageProvider.mappersSync",
    (admin) =>
      admin.userStorageProvider.mappersSync({ parentId: "p", id: "m", direction: "keycloakToFed" }),
    {
      method: "POST",
      url: "http://kc.test/admin/realms/home/user-storage/p/mappers/m/sync?direction=keycloakToFed",
    },
  ],
  [
    "organizations.addMember sends the bare user id",
    (admin) => admin.organizations.addMember({ orgId: "o", userId: "u1" }),
    { method: "POST", url: "http://kc.test/admin/realms/home/organizations/o/members", body: "u1" },
  ],
  [
    "organizations.memberOrganizations",
    (admin) => admin.organizations.memberOrganizations({ userId: "u1" }),
    {
      method: "GET",
      url: "http://kc.test/admin/realms/home/organizations/members/u1/organizations",
    },
  ],
  [
    "workflows.update",
    (admin) => admin.workflows.update({ id: "w" }, { name: "n" }),
    { method: "PUT", url: "http://kc.test/admin/realms/home/workflows/w", body: '{"name":"n"}' },
  ],
];

describe("identity resources build their requests", () => {
  it.each(cases)("%s", async (_name, makeCall, expected) => {
    const calls = mockFetch(expected.respond ?? (() => json({})));
    await makeCall(client());
    const request = call(calls);
    expect(request.method).toBe(expected.method);
    expect(request.url.href).toBe(expected.url);
    expect(request.body).toBe(expected.body);
    if (expected.contentType !== undefined)
      expect(request.headers.get("content-type")).toBe(expected.contentType);
  });

  it("sends organization invitations as form data", async () => {
    const calls = mockFetch(() => empty());
    const form = new FormData();
    form.append("email", "a@b.test");
    await client().organizations.invite({ orgId: "o" }, form);
    expect(call(calls).url.pathname).toBe("/admin/realms/home/organizations/o/members/invite-user");
    expect(call(calls).body).toBe(form);
  });

  it("returns the role name a creation's Location header ends with", async () => {
    mockFetch(() => empty(201, { location: "http://kc.test/admin/realms/home/roles/editor" }));
    await expect(client().roles.create({ name: "editor" })).resolves.toEqual({
      roleName: "editor",
    });
  });

  it("returns the realm name of a created realm", async () => {
    mockFetch(() => empty(201, { location: "http://kc.test/admin/realms/fresh" }));
    await expect(client().realms.create({ realm: "fresh" })).resolves.toEqual({
      realmName: "fresh",
    });
  });

  it.each([
    [
      "groups.listMembers",
      (admin: KeycloakAdminClient) => admin.groups.listMembers({ id: "gone" }),
    ],
    [
      "realms.removeSession",
      (admin: KeycloakAdminClient) => admin.realms.removeSession({ realm: "r", sessionId: "s" }),
    ],
    [
      "roles.findUsersWithRole",
      (admin: KeycloakAdminClient) => admin.roles.findUsersWithRole({ name: "gone" }),
    ],
    [
      "organizations.findOne",
      (admin: KeycloakAdminClient) => admin.organizations.findOne({ id: "gone" }),
    ],
  ])("%s resolves undefined on 404", async (_name, makeCall) => {
    mockFetch(() => json({ error: "not found" }, { status: 404 }));
    await expect(makeCall(client())).resolves.toBeUndefined();
  });
});
