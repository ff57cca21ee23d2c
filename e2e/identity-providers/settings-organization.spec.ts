import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole, test } from "../support/fixtures";
import { expect, seedProvider, storedProvider } from "./oidc-helpers";

test.describe("identity provider organization", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a provider is linked to an organization with its domain when the realm has organizations on", async ({
    page,
    realm,
  }) => {
    const current = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({ ...current, organizationsEnabled: true }),
    });
    await adminFetch(`/${realm}/organizations`, {
      method: "POST",
      body: JSON.stringify({ name: "acme", domains: [{ name: "acme.test" }] }),
    });
    const [organization] = (await (
      await adminFetch(`/${realm}/organizations?search=acme`)
    ).json()) as { id: string }[];
    await seedProvider(realm, {
      alias: "acme-sso",
      providerId: "oidc",
      config: {
        clientId: "partner",
        clientSecret: "partner-secret",
        authorizationUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth`,
        tokenUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`,
      },
    });

    await openConsole(page, `${realm}/identity-providers/oidc/acme-sso/settings`);
    const choice = page.getByRole("combobox", { name: "Organization" });
    await choice.click();
    await choice.fill("acm");
    await page.getByRole("option", { name: "acme", exact: true }).click();
    await page.getByRole("textbox", { name: "Domain" }).fill("acme.test");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Identity provider settings saved")).toBeVisible();

    const linked = (await (
      await adminFetch(`/${realm}/organizations/${organization?.id ?? ""}/identity-providers`)
    ).json()) as { alias: string }[];
    expect(linked.map((provider) => provider.alias)).toEqual(["acme-sso"]);
    expect((await storedProvider(realm, "acme-sso"))?.config["kc.org.domain"]).toBe("acme.test");
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Domain" })).toHaveValue("acme.test");
  });
});
