import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole, test } from "../support/fixtures";
import { addHardcodedAttributeMapper, signInThroughProvider } from "./brokering-helpers";
import { createRealmAdmin } from "../support/users";
import { allowUnmanagedAttributes, expect, storedProvider } from "./oidc-helpers";
import { samlDescriptorUrl, seedSamlBrokerClient, serviceProviderEntityId } from "./saml-helpers";

test.describe("saml brokering", () => {
  test.describe.configure({ timeout: 300_000 });

  test("a user of one realm signs in to another through a SAML provider added from its descriptor", async ({
    page,
    browser,
    realm,
    freshRealm,
  }) => {
    // freshRealm plays the outside SAML identity provider, realm the one that brokers to it.
    const alias = "partner-saml";
    await allowUnmanagedAttributes(realm);
    await seedSamlBrokerClient(freshRealm, realm, alias);
    const grace = await createRealmAdmin(freshRealm, "grace", [], {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.test",
    });

    await openConsole(page, `${realm}/identity-providers/saml/add`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SAML");
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await page.getByRole("textbox", { name: "Display name" }).fill("Partner SAML");
    await expect(page.getByRole("textbox", { name: "Service provider entity ID" })).toHaveValue(
      serviceProviderEntityId(realm),
    );
    await page
      .getByRole("textbox", { name: "SAML entity descriptor" })
      .fill(samlDescriptorUrl(freshRealm));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Single sign-on service URL" })).toHaveValue(
      `${keycloakUrl()}/realms/${freshRealm}/protocol/saml`,
    );
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/identity-providers/saml/${alias}/settings$`));

    const stored = await storedProvider(realm, alias);
    expect(stored?.providerId).toBe("saml");
    expect(stored?.config.singleSignOnServiceUrl).toBe(
      `${keycloakUrl()}/realms/${freshRealm}/protocol/saml`,
    );
    expect(stored?.config.entityId).toBe(serviceProviderEntityId(realm));
    expect(stored?.config.idpEntityId).toBe(`${keycloakUrl()}/realms/${freshRealm}`);
    await addHardcodedAttributeMapper(realm, alias, { attribute: "team", value: "compilers" });

    // Grace signs in to the brokering realm's account console with her account at the provider.
    // SAML sends only the NameID here: the first-login flow asks for the rest of the profile.
    await signInThroughProvider(browser, {
      realm,
      providerName: "Partner SAML",
      user: grace,
      profile: { email: "grace@example.test", firstName: "Grace", lastName: "Hopper" },
    });

    const users = (await (
      await adminFetch(`/${realm}/users?username=grace&exact=true`)
    ).json()) as {
      id: string;
      attributes?: Record<string, string[]>;
    }[];
    expect(users).toHaveLength(1);
    expect(users[0]?.attributes?.team).toEqual(["compilers"]);
    const links = (await (
      await adminFetch(`/${realm}/users/${users[0]?.id ?? ""}/federated-identity`)
    ).json()) as { identityProvider: string; userName: string }[];
    expect(links).toEqual([
      expect.objectContaining({ identityProvider: alias, userName: "grace" }),
    ]);
  });
});
