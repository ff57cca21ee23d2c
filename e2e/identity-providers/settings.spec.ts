import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, flipSwitch, openAddPage, seedProvider, storedProvider } from "./oidc-helpers";

const oidcConfig = (realm: string) => ({
  clientId: "partner",
  clientSecret: "partner-secret",
  authorizationUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth`,
  tokenUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`,
  syncMode: "IMPORT",
});

test.describe("identity provider settings", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an import from a discovery address that fails shows the server's reason and keeps the form", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 500/,
      "the server answers a discovery address it cannot read with 500",
      /\/identity-provider\/import-config$/,
    );
    await openConsole(page, realm);
    await openAddPage(page, realm, "oidc");
    await page.getByRole("textbox", { name: "Alias" }).fill("kept-alias");
    const discovery = page.getByRole("textbox", { name: "Discovery endpoint" });
    const missing = `${keycloakUrl()}/realms/${realm}/no-such-document`;
    await discovery.fill(missing);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(discovery).toHaveAccessibleDescription(/The metadata could not be read: .+/);
    await expect(discovery).toHaveValue(missing);
    await expect(page.getByRole("textbox", { name: "Alias" })).toHaveValue("kept-alias");
    await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveValue("");
  });

  test("bad input is refused next to its field before anything is sent", async ({
    page,
    realm,
  }) => {
    await openConsole(page, realm);
    await openAddPage(page, realm, "oidc");
    const alias = page.getByRole("textbox", { name: "Alias" });
    await alias.fill("has space");
    await expect(alias).toHaveAccessibleDescription(/Use only letters, digits/);
    await page.getByRole("textbox", { name: "Token URL" }).fill("not-an-address");
    await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveAccessibleDescription(
      "Enter a full address starting with http:// or https://.",
    );
    await page.getByRole("button", { name: "Advanced settings" }).click();
    const skew = page.getByRole("textbox", { name: "Allowed clock skew" });
    await skew.fill("-3");
    await expect(skew).toHaveAccessibleDescription("Enter a whole number of 0 or more.");
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await alias.fill("no-space");
    await expect(alias).not.toHaveAccessibleDescription(/Use only letters, digits/);
  });

  test("an alias the realm already has is refused on the alias field, keeping what was typed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 409/,
      "the server refuses a second provider with the same alias",
      /\/identity-provider\/instances$/,
    );
    await seedProvider(realm, { alias: "taken", providerId: "oidc", config: oidcConfig(realm) });
    await openConsole(page, realm);
    await openAddPage(page, realm, "oidc");
    await page.getByRole("textbox", { name: "Alias" }).fill("taken");
    await page.getByRole("textbox", { name: "Display name" }).fill("Second try");
    await page
      .getByRole("textbox", { name: "Authorization URL" })
      .fill(oidcConfig(realm).authorizationUrl);
    await page.getByRole("textbox", { name: "Token URL" }).fill(oidcConfig(realm).tokenUrl);
    await page.getByRole("textbox", { name: "Client ID" }).fill("x");
    await page.getByRole("textbox", { name: "Client secret" }).fill("y");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Alias" })).toHaveAccessibleDescription(
      "This realm already has an identity provider with this alias.",
    );
    await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Second try");
    expect((await storedProvider(realm, "taken"))?.displayName).toBeUndefined();
  });

  test("changed settings are stored, and config keys no field shows are kept", async ({
    page,
    realm,
  }) => {
    await seedProvider(realm, {
      alias: "kept-keys",
      providerId: "oidc",
      config: { ...oidcConfig(realm), "custom.flag": "kept", anotherOne: "also kept" },
    });
    await openConsole(page, `${realm}/identity-providers/oidc/kept-keys/settings`);
    await expect(page.getByRole("textbox", { name: "Alias" })).toHaveValue("kept-keys");
    await page.getByRole("textbox", { name: "Display name" }).fill("Kept keys");
    await page.getByRole("textbox", { name: "Logout URL" }).fill(`${keycloakUrl()}/logout`);
    await flipSwitch(page.getByRole("switch", { name: "Trust e-mail" }));
    await page.getByRole("button", { name: "Advanced settings" }).click();
    await page.getByRole("textbox", { name: "Allowed clock skew" }).fill("7");
    await flipSwitch(page.getByRole("switch", { name: "Pass login_hint" }));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Identity provider settings saved")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Kept keys");
    await expect(page.getByRole("switch", { name: "Trust e-mail" })).toBeChecked();
    const stored = await storedProvider(realm, "kept-keys");
    expect(stored).toMatchObject({ displayName: "Kept keys", trustEmail: true });
    expect(stored?.config).toMatchObject({
      "custom.flag": "kept",
      anotherOne: "also kept",
      allowedClockSkew: "7",
      loginHint: "true",
      logoutUrl: `${keycloakUrl()}/logout`,
      syncMode: "IMPORT",
      clientId: "partner",
    });
  });

  test("an administrator who may only view identity providers sees the settings read-only", async ({
    page,
    realm,
  }) => {
    await seedProvider(realm, {
      alias: "watched",
      displayName: "Watched provider",
      firstBrokerLoginFlowAlias: "first broker login",
      providerId: "oidc",
      config: oidcConfig(realm),
    });
    const viewer = await createRealmAdmin(realm, "idp-viewer", ["view-identity-providers"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/identity-providers/oidc/watched/settings`,
    });
    const displayName = page.getByRole("textbox", { name: "Display name" });
    await expect(displayName).toHaveValue("Watched provider");
    await expect(displayName).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Trust e-mail" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    // Without view-realm the flows cannot be listed: the stored one shows, with the reason.
    await expect(page.getByRole("textbox", { name: "First login flow" })).toHaveValue(
      "first broker login",
    );
  });
});
