import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json, seedRole } from "../roles/roles-helpers";
import { allowUnmanagedAttributes, seedUser } from "../users/users-helpers";
import { expectInert, payloads, watchDialogs, type Payload } from "./hostile-payloads";

/**
 * Every payload stored through the admin API in the fields a built page shows, then every page
 * that shows them opened: nothing runs, nothing becomes markup, and the text shows as typed. A new
 * section adds a test here: seed its records with `storeEach`, open its pages, call `expectInert`.
 */

/**
 * Stores one record per payload; the server refuses some payloads in some fields (a URL scheme it
 * forbids), and those are left out of what the pages must show. Logs what was refused.
 */
async function storeEach<T>(
  what: string,
  store: (payload: Payload, index: number) => Promise<T>,
): Promise<{ payload: Payload; record: T }[]> {
  const stored: { payload: Payload; record: T }[] = [];
  for (const [index, payload] of payloads.entries()) {
    try {
      stored.push({ payload, record: await store(payload, index) });
    } catch (error) {
      test.info().annotations.push({
        type: "refused by the server",
        description: `${what} / ${payload.kind}: ${String(error).slice(0, 160)}`,
      });
    }
  }
  test.info().annotations.push({
    type: "stored",
    description: `${what}: ${String(stored.length)} of ${String(payloads.length)} payloads`,
  });
  return stored;
}

test.describe("hostile data", () => {
  // Many pages per test on a shared, busy server.
  test.describe.configure({ timeout: 300_000 });

  test("groups: names, descriptions and attributes show as typed in the list and on each group", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    const groups = await storeEach("group name, description and attribute", (payload) =>
      seedGroup(realm, payload.text, undefined, {
        description: payload.text,
        attributes: { note: [payload.text] },
      }),
    );
    await openConsole(page, `${realm}/groups?size=20`);
    const table = page.getByRole("grid", { name: "Groups" });
    // Each payload twice in its row: the name and the description.
    for (const { payload } of groups)
      await expect(table.getByText(payload.text, { exact: true })).toHaveCount(2);
    await expectInert(page, dialogs, "groups list");

    for (const { payload, record: id } of groups) {
      await goToRoute(page, `${realm}/groups/${id}?tab=attributes`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(payload.text);
      // The description under the heading.
      await expect(
        page.getByRole("main").locator("p").filter({ hasText: payload.text }),
      ).toHaveText(payload.text);
      await expect(page.getByRole("textbox", { name: /value/i }).first()).toHaveValue(payload.text);
      await expectInert(page, dialogs, `group ${payload.kind}`);
    }
  });

  test("realm roles: names, descriptions and attributes show as typed", async ({ page, realm }) => {
    const dialogs = watchDialogs(page);
    const roles = await storeEach("realm role name, description and attribute", (payload, index) =>
      seedRole(realm, `${String(index)} ${payload.text}`, {
        description: payload.text,
        attributes: { note: [payload.text] },
      }),
    );
    await openConsole(page, `${realm}/roles?size=20`);
    const table = page.getByRole("grid", { name: "Realm roles" });
    for (const { record } of roles)
      await expect(table.getByText(record.name, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "realm roles list");

    for (const { payload, record } of roles) {
      await goToRoute(page, `${realm}/roles/${record.id}/settings`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.name);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(payload.text);
      await expectInert(page, dialogs, `realm role ${payload.kind}`);
      await goToRoute(page, `${realm}/roles/${record.id}/attributes`);
      await expect(page.getByRole("textbox", { name: /value/i }).first()).toHaveValue(payload.text);
      await expectInert(page, dialogs, `realm role attributes ${payload.kind}`);
    }
  });

  test("clients: names, descriptions, addresses and client roles show as typed", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    const clients = await storeEach("client name and description", async (payload, index) => {
      const id = await adminCreate(`/${realm}/clients`, {
        clientId: `hostile-${String(index)}`,
        name: payload.text,
        description: payload.text,
      });
      await adminFetch(`/${realm}/clients/${id}/roles`, {
        method: "POST",
        body: JSON.stringify({ name: `role ${payload.text}`, description: payload.text }),
      });
      return id;
    });
    // Addresses, one field at a time: the server refuses many of these in one field or another;
    // what it keeps must show as typed and never become a live link.
    const addressFields = ["rootUrl", "baseUrl", "adminUrl", "redirectUris", "webOrigins"];
    const addresses: { field: string; payload: Payload; id: string }[] = [];
    for (const field of addressFields) {
      const kept = await storeEach(`client ${field}`, async (payload, index) => {
        const id = clients.find((client) => client.payload === payloads[index])?.record ?? "";
        const value = field.endsWith("s") ? [payload.text] : payload.text;
        await adminFetch(`/${realm}/clients/${id}`, {
          method: "PUT",
          body: JSON.stringify({ [field]: value }),
        });
        return id;
      });
      addresses.push(...kept.map(({ payload, record: id }) => ({ field, payload, id })));
    }

    await openConsole(page, `${realm}/clients?size=20`);
    const table = page.getByRole("grid", { name: "Clients" });
    for (const { payload } of clients)
      await expect(table.getByText(payload.text, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs, "clients list");

    for (const { payload, record: id } of clients) {
      await goToRoute(page, `${realm}/clients/${id}/settings`);
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
        payload.text,
      );
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(payload.text);
      await expectInert(page, dialogs, `client ${payload.kind}`);
      const fieldValues = await page
        .locator("input, textarea")
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      for (const address of addresses.filter((stored) => stored.id === id))
        expect(fieldValues, `client ${address.field}: ${address.payload.kind}`).toContain(
          address.payload.text,
        );
      await goToRoute(page, `${realm}/clients/${id}/roles`);
      await expect(page.getByText(`role ${payload.text}`, { exact: true })).toBeVisible();
      await expectInert(page, dialogs, `client role ${payload.kind}`);
    }
  });

  test("client scopes: names, descriptions and consent texts show as typed", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    const scopes = await storeEach("client scope description and consent text", (payload, index) =>
      seedScope(realm, `hostile-${String(index)}`, {
        description: payload.text,
        attributes: { "consent.screen.text": payload.text, "display.on.consent.screen": "true" },
      }),
    );
    await openConsole(page, `${realm}/client-scopes?size=50`);
    const table = page.getByRole("grid", { name: "Client scopes" });
    for (const { payload } of scopes)
      await expect(table.getByText(payload.text, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "client scopes list");

    for (const { payload, record } of scopes) {
      await goToRoute(page, `${realm}/client-scopes/${record.id}/settings`);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(payload.text);
      await expect(page.getByRole("textbox", { name: "Consent screen text" })).toHaveValue(
        payload.text,
      );
      await expectInert(page, dialogs, `client scope ${payload.kind}`);
    }
  });

  test("users: attributes and the user profile's field labels show as typed", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    await allowUnmanagedAttributes(realm);
    const users = await storeEach("user attribute", (payload, index) =>
      seedUser(realm, {
        username: `hostile-${String(index)}`,
        attributes: { note: [payload.text] },
      }),
    );
    // The realm's user profile names its attributes; the user's details label the fields so.
    const profile = await json<{ attributes: Record<string, unknown>[] }>(
      `/${realm}/users/profile`,
    );
    const labelled = await storeEach(
      "user profile attribute display name",
      async (payload, index) => {
        profile.attributes.push({
          name: `hostile${String(index)}`,
          displayName: payload.text,
          permissions: { view: ["admin"], edit: ["admin"] },
        });
        await adminFetch(`/${realm}/users/profile`, {
          method: "PUT",
          body: JSON.stringify(profile),
        });
      },
    );
    await openConsole(page, `${realm}/users/${users[0]?.record ?? ""}/settings`);
    for (const { payload } of labelled)
      await expect(page.getByText(payload.text, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "user details labelled by the user profile");

    for (const { payload, record: id } of users) {
      await goToRoute(page, `${realm}/users/${id}/attributes`);
      await expect(page.getByRole("textbox", { name: /value/i }).first()).toHaveValue(payload.text);
      await expectInert(page, dialogs, `user attribute ${payload.kind}`);
    }
  });

  test("users: first and last names show as typed in the list and on each user", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    // The realm's profile refuses some characters in names: what it keeps must show as typed.
    const users = await storeEach("user first and last name", (payload, index) =>
      seedUser(realm, {
        username: `named-${String(index)}`,
        firstName: payload.text,
        lastName: payload.text,
      }),
    );
    expect(users.length, "names the server kept").toBeGreaterThan(0);
    await openConsole(page, `${realm}/users?search=named-&size=20`);
    const table = page.getByRole("grid", { name: "Users" });
    for (const { payload } of users)
      await expect(table.getByText(payload.text, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs, "users list with names");

    for (const { payload, record: id } of users) {
      await goToRoute(page, `${realm}/users/${id}/settings`);
      await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(payload.text);
      await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue(payload.text);
      await expectInert(page, dialogs, `user name ${payload.kind}`);
    }
  });

  test("protocol mappers: names show as typed in a scope's mappers and on each mapper", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    const scope = await seedScope(realm, "hostile-mappers");
    const mappers = await storeEach("protocol mapper name", async (payload, index) => {
      const id = await adminCreate(`/${realm}/client-scopes/${scope.id}/protocol-mappers/models`, {
        name: payload.text,
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": `hostile_${String(index)}`, "claim.value": payload.text },
      });
      return id;
    });
    expect(mappers.length, "names the server kept").toBeGreaterThan(0);
    await openConsole(page, `${realm}/client-scopes/${scope.id}/mappers?size=20`);
    const table = page.getByRole("grid", { name: "Protocol mappers" });
    for (const { payload } of mappers)
      await expect(table.getByText(payload.text, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "mappers list");

    for (const { payload, record: id } of mappers) {
      await goToRoute(page, `${realm}/client-scopes/${scope.id}/mappers/${id}/edit`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(payload.text);
      await expect(page.getByRole("textbox", { name: "Claim value" })).toHaveValue(payload.text);
      await expectInert(page, dialogs, `mapper ${payload.kind}`);
    }
  });

  test("the realm's display name, plain and HTML, shows as text on its home page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await openConsole(page, freshRealm);
    for (const payload of payloads) {
      await adminFetch(`/${freshRealm}`, {
        method: "PUT",
        body: JSON.stringify({ displayName: payload.text, displayNameHtml: payload.text }),
      });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(payload.text);
      await expectInert(page, dialogs, `realm display name ${payload.kind}`);
    }
  });

  test("realm settings: names, ACR classes and the e-mail sender's name show as typed", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await openConsole(page, `${freshRealm}/realm-settings/general`);
    for (const payload of payloads) {
      const current = await json<Record<string, unknown>>(`/${freshRealm}`);
      await adminFetch(`/${freshRealm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...current,
          displayName: payload.text,
          displayNameHtml: payload.text,
          attributes: { "acr.loa.map": JSON.stringify({ [payload.text]: 1 }) },
          smtpServer: {
            host: "smtp.example.test",
            from: "noreply@example.test",
            fromDisplayName: payload.text,
          },
        }),
      });
      await goToRoute(page, `${freshRealm}/realm-settings/general`);
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toHaveValue(
        payload.text,
      );
      await expect(page.getByRole("textbox", { name: "HTML display name" })).toHaveValue(
        payload.text,
      );
      await expect(page.getByRole("textbox", { name: /^ACR/ }).first()).toHaveValue(payload.text);
      await expectInert(page, dialogs, `realm settings general ${payload.kind}`);
      await page.getByRole("tab", { name: "E-mail" }).click();
      await expect(page.getByRole("textbox", { name: "From display name" })).toHaveValue(
        payload.text,
      );
      await expectInert(page, dialogs, `realm settings e-mail ${payload.kind}`);
    }
  });

  test("realm settings user registration: default groups' paths and default roles show as typed", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    // Names of their own: the file's other tests have made groups and roles of the bare payloads.
    const groups = await storeEach("default group name", async (payload) => {
      const id = await seedGroup(realm, `welcome ${payload.text}`);
      await adminFetch(`/${realm}/default-groups/${id}`, { method: "PUT" });
      return id;
    });
    const defaultRole = await json<{ id: string }>(
      `/${realm}/roles/default-roles-${realm.toLowerCase()}`,
    );
    const roles = await storeEach("default role name and description", async (payload, index) => {
      const role = await seedRole(realm, `welcome ${String(index)} ${payload.text}`, {
        description: payload.text,
      });
      await adminFetch(`/${realm}/roles-by-id/${defaultRole.id}/composites`, {
        method: "POST",
        body: JSON.stringify([{ id: role.id, name: role.name }]),
      });
      return role;
    });

    expect(groups.length).toBeGreaterThan(0);
    expect(roles.length).toBeGreaterThan(0);
    await openConsole(page, `${realm}/realm-settings/user-registration?size=20`);
    const rolesTable = page.getByRole("grid", { name: "Roles" });
    for (const { record } of roles)
      await expect(rolesTable.getByText(record.name, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "default roles");

    // Paths as the server gives them: a name's slashes are escaped in its path.
    const paths = (await json<{ path: string }[]>(`/${realm}/default-groups`)).map((g) => g.path);
    expect(paths).toHaveLength(groups.length);
    await goToRoute(
      page,
      `${realm}/realm-settings/user-registration?section=default-groups&size=20`,
    );
    const groupsTable = page.getByRole("grid", { name: "Default groups" });
    for (const path of paths)
      await expect(groupsTable.getByRole("link", { name: path, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "default groups");
  });
});
