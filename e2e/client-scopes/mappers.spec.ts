import type { Page } from "@playwright/test";
import { accessToken, tokenClaims } from "../support/tokens";
import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { chooseFromMenu } from "../support/menus";
import { createRealmAdmin } from "../support/users";
import { flipSwitch } from "../users/users-helpers";
import { expect, json, seedScope } from "./client-scopes-helpers";
import { searchPicker } from "../support/pickers";

interface StoredMapper {
  id: string;
  name: string;
  protocolMapper: string;
  config: Record<string, string>;
}

const storedMappers = (realm: string, scopeId: string) =>
  json<StoredMapper[]>(`/${realm}/client-scopes/${scopeId}/protocol-mappers/models`);

const mappersTable = (page: Page) => page.getByRole("grid", { name: "Protocol mappers" });

/** Opens the add page of a mapper type through the mapper list's "By configuration". */
async function configureMapper(page: Page, typeName: string): Promise<void> {
  await chooseFromMenu(
    page.getByRole("button", { name: "Add mapper" }),
    page.getByRole("menuitem", { name: /By configuration/ }),
  );
  const dialog = page.getByRole("dialog", { name: "Configure a new mapper" });
  await searchPicker(dialog, "Search mapper types", typeName);
  await dialog.getByRole("radio", { name: typeName, exact: true }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Add mapper: ${typeName}` }),
  ).toBeVisible();
}

/** The access token's claims for a user signing in with a password through a public client. */
async function accessTokenClaims(
  realm: string,
  clientId: string,
  username: string,
  password: string,
): Promise<Record<string, unknown>> {
  return tokenClaims(
    await accessToken(realm, { grant_type: "password", client_id: clientId, username, password }),
  );
}

test.describe("client scope mappers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("mappers configured on a realm default scope put their claims into a user's token", async ({
    page,
    realm,
  }) => {
    const scope = await seedScope(realm, "loyalty");
    await openConsole(page, `${realm}/client-scopes/${scope.id}/mappers`);
    await expect(page.getByRole("heading", { name: "No mappers yet" })).toBeVisible();

    await configureMapper(page, "Hardcoded claim");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("tier");
    await page.getByRole("textbox", { name: "Token claim name" }).fill("tier");
    await page.getByRole("textbox", { name: "Claim value" }).fill("gold");
    await expect(page.getByRole("switch", { name: "Add to access token" })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "tier" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Claim value" })).toHaveValue("gold");

    // Same document, another address: the console follows the hash without signing in again.
    await page.goto(consoleUrl("master", `${realm}/client-scopes/${scope.id}/mappers`));
    await expect(mappersTable(page).getByRole("link", { name: "tier" })).toBeVisible();
    await configureMapper(page, "User Attribute");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("surname");
    await page.getByRole("textbox", { name: "User attribute" }).fill("lastName");
    await page.getByRole("textbox", { name: "Token claim name" }).fill("surname");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "surname" })).toBeVisible();

    const stored = await storedMappers(realm, scope.id);
    expect(stored.map((mapper) => mapper.protocolMapper).sort()).toEqual([
      "oidc-hardcoded-claim-mapper",
      "oidc-usermodel-attribute-mapper",
    ]);

    // A realm default scope goes to every client created afterwards.
    await adminFetch(`/${realm}/default-default-client-scopes/${scope.id}`, { method: "PUT" });
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId: "token-test",
        publicClient: true,
        directAccessGrantsEnabled: true,
      }),
    });
    const member = await createRealmAdmin(realm, "member", [], { lastName: "Lovelace" });
    const claims = await accessTokenClaims(realm, "token-test", member.username, member.password);
    expect(claims).toMatchObject({ tier: "gold", surname: "Lovelace" });
  });

  test("adds several predefined mappers at once, then deletes one", async ({ page, realm }) => {
    const scope = await seedScope(realm, "contact");
    await openConsole(page, `${realm}/client-scopes/${scope.id}/mappers`);
    await chooseFromMenu(
      page.getByRole("button", { name: "Add mapper" }),
      page.getByRole("menuitem", { name: /From predefined mappers/ }),
    );
    const dialog = page.getByRole("dialog", { name: "Add predefined mappers" });
    await searchPicker(dialog, "Search predefined mappers", "email");
    await dialog.getByRole("checkbox", { name: "email", exact: true }).check();
    await searchPicker(dialog, "Search predefined mappers", "phone number");
    await dialog.getByRole("checkbox", { name: "phone number", exact: true }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add 2 mappers" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("2 mappers added")).toBeVisible();
    await expect(mappersTable(page).getByRole("link", { name: "phone number" })).toBeVisible();
    expect((await storedMappers(realm, scope.id)).map((mapper) => mapper.name).sort()).toEqual([
      "email",
      "phone number",
    ]);

    await mappersTable(page)
      .getByRole("row", { name: /phone number/ })
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: /Delete mapper\?/ });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(mappersTable(page).getByRole("link", { name: "phone number" })).toHaveCount(0);
    expect((await storedMappers(realm, scope.id)).map((mapper) => mapper.name)).toEqual(["email"]);
  });

  test("a SAML scope's role list mapper is saved with its settings as the server stores them", async ({
    page,
    realm,
  }) => {
    const scope = await seedScope(realm, "saml-roles", { protocol: "saml" });
    await openConsole(page, `${realm}/client-scopes/${scope.id}/mappers`);
    await configureMapper(page, "Role list");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("roles");
    await expect(page.getByRole("textbox", { name: "Role attribute name" })).toHaveValue("Role");
    await page.getByRole("button", { name: /^SAML Attribute NameFormat/ }).click();
    await page.getByRole("option", { name: "URI Reference" }).click();
    await flipSwitch(page.getByRole("switch", { name: "Single Role Attribute" }));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "roles" })).toBeVisible();

    const [stored] = await storedMappers(realm, scope.id);
    expect(stored?.protocolMapper).toBe("saml-role-list-mapper");
    expect(stored?.config).toMatchObject({
      "attribute.name": "Role",
      "attribute.nameformat": "URI Reference",
      single: "false",
    });
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Role attribute name" })).toHaveValue("Role");
    await expect(page.getByRole("button", { name: /^SAML Attribute NameFormat/ })).toHaveText(
      "URI Reference",
    );
    await expect(page.getByRole("switch", { name: "Single Role Attribute" })).not.toBeChecked();
  });

  test("an administrator who may only view clients sees no add, delete or save", async ({
    page,
    realm,
  }) => {
    const scope = await seedScope(realm, "watched-claims");
    await adminFetch(`/${realm}/client-scopes/${scope.id}/protocol-mappers/models`, {
      method: "POST",
      body: JSON.stringify({
        name: "badge",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "badge", "claim.value": "blue" },
      }),
    });
    const viewer = await createRealmAdmin(realm, "mapper-viewer", ["view-clients"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/client-scopes/${scope.id}/mappers`,
    });

    await expect(mappersTable(page).getByRole("link", { name: "badge" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add mapper" })).toHaveCount(0);
    await expect(mappersTable(page).getByRole("button", { name: /actions/i })).toHaveCount(0);

    await mappersTable(page).getByRole("link", { name: "badge" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "badge" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Claim value" })).toHaveValue("blue");
    await expect(page.getByRole("textbox", { name: "Claim value" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mapper actions" })).toHaveCount(0);
  });
});
