import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole, test } from "../support/fixtures";
import { addHardcodedAttributeMapper, signInThroughProvider } from "./brokering-helpers";
import { createRealmAdmin } from "../support/users";
import {
  allowUnmanagedAttributes,
  discoveryUrl,
  expect,
  seedBrokerClient,
  storedProvider,
} from "./oidc-helpers";

test.describe("oidc brokering", () => {
  test.describe.configure({ timeout: 300_000 });

  test("a user of one realm signs in to another through a provider added from its discovery endpoint", async ({
    page,
    browser,
    realm,
    freshRealm,
  }) => {
    // freshRealm plays the outside provider, realm the one that brokers to it.
    const alias = "partner-oidc";
    await allowUnmanagedAttributes(realm);
    const { clientId, secret } = await seedBrokerClient(freshRealm, realm, alias);
    const ada = await createRealmAdmin(freshRealm, "ada", [], {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
    });

    await openConsole(page, `${realm}/identity-providers/oidc/add`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Add OpenID Connect v1.0 provider" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await page.getByRole("textbox", { name: "Display name" }).fill("Partner realm");
    await expect(page.getByRole("textbox", { name: "Redirect URI" })).toHaveValue(
      `${keycloakUrl()}/realms/${realm}/broker/${alias}/endpoint`,
    );
    await page.getByRole("textbox", { name: "Discovery endpoint" }).fill(discoveryUrl(freshRealm));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveValue(
      `${keycloakUrl()}/realms/${freshRealm}/protocol/openid-connect/token`,
    );
    await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
    await page.getByRole("textbox", { name: "Client secret" }).fill(secret);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${alias}/settings$`));

    const stored = await storedProvider(realm, alias);
    expect(stored?.config.authorizationUrl).toBe(
      `${keycloakUrl()}/realms/${freshRealm}/protocol/openid-connect/auth`,
    );
    expect(stored?.config.clientId).toBe(clientId);
    await addHardcodedAttributeMapper(realm, alias, {
      attribute: "department",
      value: "engineering",
    });

    // Ada signs in to the brokering realm's account console with her account at the provider;
    // what the provider sends completes her profile.
    await signInThroughProvider(browser, { realm, providerName: "Partner realm", user: ada });

    const users = (await (await adminFetch(`/${realm}/users?username=ada&exact=true`)).json()) as {
      id: string;
      attributes?: Record<string, string[]>;
    }[];
    expect(users).toHaveLength(1);
    expect(users[0]?.attributes?.department).toEqual(["engineering"]);
    const links = (await (
      await adminFetch(`/${realm}/users/${users[0]?.id ?? ""}/federated-identity`)
    ).json()) as { identityProvider: string; userName: string }[];
    expect(links).toEqual([expect.objectContaining({ identityProvider: alias, userName: "ada" })]);
  });
});
