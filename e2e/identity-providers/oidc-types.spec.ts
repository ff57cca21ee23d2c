import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole, test } from "../support/fixtures";
import { expect, openAddPage, storedProvider } from "./oidc-helpers";

test.describe("oidc provider types", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a Keycloak OpenID Connect provider is added with signed-JWT client authentication and PKCE", async ({
    page,
    realm,
  }) => {
    const base = `${keycloakUrl()}/realms/${realm}/protocol/openid-connect`;
    await openConsole(page, realm);
    await openAddPage(page, realm, "keycloak-oidc");
    await expect(
      page.getByRole("heading", { level: 1, name: "Add Keycloak OpenID Connect provider" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Alias" }).fill("other-keycloak");
    await page.getByRole("textbox", { name: "Authorization URL" }).fill(`${base}/auth`);
    await page.getByRole("textbox", { name: "Token URL" }).fill(`${base}/token`);
    await page.getByRole("button", { name: "Client authentication" }).click();
    await page.getByRole("option", { name: "JWT signed with private key" }).click();
    await expect(page.getByRole("textbox", { name: "Client secret" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Client ID" }).fill("broker");
    await page.getByRole("button", { name: "Client assertion signature algorithm" }).click();
    await page.getByRole("option", { name: "ES256" }).click();
    await page.getByRole("textbox", { name: "Client assertion audience" }).fill("partner");
    await page.getByRole("switch", { name: "Use PKCE" }).focus();
    await page.getByRole("switch", { name: "Use PKCE" }).press("Space");
    await page.getByRole("button", { name: "PKCE method" }).click();
    await page.getByRole("option", { name: "S256" }).click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/identity-providers\/keycloak-oidc\/other-keycloak\/settings$/);

    const stored = await storedProvider(realm, "other-keycloak");
    expect(stored?.providerId).toBe("keycloak-oidc");
    expect(stored?.config).toMatchObject({
      clientAuthMethod: "private_key_jwt",
      clientAssertionSigningAlg: "ES256",
      clientAssertionAudience: "partner",
      pkceEnabled: "true",
      pkceMethod: "S256",
      clientId: "broker",
      authorizationUrl: `${base}/auth`,
    });
  });

  test("an OAuth 2.0 provider is added with the claims its user info is read through", async ({
    page,
    realm,
  }) => {
    await openConsole(page, realm);
    await openAddPage(page, realm, "oauth2");
    await page.getByRole("textbox", { name: "Alias" }).fill("plain-oauth");
    await page.getByRole("textbox", { name: "Authorization URL" }).fill(`${keycloakUrl()}/auth`);
    await page.getByRole("textbox", { name: "Token URL" }).fill(`${keycloakUrl()}/token`);
    await page.getByRole("textbox", { name: "User info URL" }).fill(`${keycloakUrl()}/me`);
    await page.getByRole("textbox", { name: "Client ID" }).fill("app");
    await page.getByRole("textbox", { name: "Client secret" }).fill("app-secret");
    await page.getByRole("textbox", { name: "User ID claim" }).fill("id");
    await page.getByRole("textbox", { name: "E-mail claim" }).fill("mail");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/identity-providers\/oauth2\/plain-oauth\/settings$/);

    const stored = await storedProvider(realm, "plain-oauth");
    expect(stored?.providerId).toBe("oauth2");
    expect(stored?.config).toMatchObject({
      userInfoUrl: `${keycloakUrl()}/me`,
      userIDClaim: "id",
      emailClaim: "mail",
      clientAuthMethod: "client_secret_post",
    });
    await expect(page.getByRole("textbox", { name: "User ID claim" })).toHaveValue("id");
    await expect(page.getByRole("textbox", { name: "Client secret" })).not.toHaveValue(
      "app-secret",
    );
  });
});
