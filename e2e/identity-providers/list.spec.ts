import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import {
  expect,
  oidcProvider,
  providerRow,
  providersTable,
  seedMapper,
  seedProvider,
  storedProvider,
} from "./idp-list-helpers";

test.describe("identity providers list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an empty realm starts with the provider types, each opening its add page", async ({
    page,
    freshRealm,
  }) => {
    await openConsole(page, `${freshRealm}/identity-providers`);
    await expect(page.getByRole("heading", { level: 1, name: "Identity providers" })).toBeVisible();
    const userDefined = page.getByRole("region", { name: "User-defined" });
    const social = page.getByRole("region", { name: "Social" });
    for (const name of ["OpenID Connect v1.0", "Keycloak OpenID Connect", "SAML v2.0"])
      await expect(userDefined.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(social.getByRole("link", { name: "GitHub", exact: true })).toBeVisible();
    await expect(userDefined.getByRole("link", { name: "GitHub", exact: true })).toHaveCount(0);
    await expect(providersTable(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await userDefined.getByRole("link", { name: "SAML v2.0", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${freshRealm}/identity-providers/saml/add$`));
  });

  test("lists providers with their type and state, searches on the server, adds from the menu and deletes after asking", async ({
    page,
    realm,
  }) => {
    const corp = unique("corp-sso");
    const github = unique("github");
    const partner = unique("partner");
    await seedProvider(realm, oidcProvider(corp, { displayName: "Corporate sign-in" }));
    await seedProvider(realm, {
      alias: github,
      providerId: "github",
      hideOnLogin: true,
      config: { clientId: "c", clientSecret: "s" },
    });
    await seedProvider(realm, {
      alias: partner,
      providerId: "saml",
      enabled: false,
      config: {
        singleSignOnServiceUrl: "https://saml.example.test/sso",
        entityId: "https://me.example.test",
      },
    });

    await openConsole(page, `${realm}/identity-providers`);
    await expect(providerRow(page, corp)).toContainText("Corporate sign-in");
    await expect(providerRow(page, corp)).toContainText("OpenID Connect v1.0");
    await expect(providerRow(page, github)).toContainText("GitHub");
    // Enabled, then hidden on login.
    await expect(providerRow(page, github).getByRole("gridcell")).toContainText([
      github,
      "",
      "GitHub",
      "Yes",
      "Yes",
    ]);
    await expect(providerRow(page, partner).getByRole("gridcell")).toContainText([
      partner,
      "",
      "SAML v2.0",
      "No",
      "No",
    ]);
    await expectNoAxeViolations(page);

    // The server matches the display name too, anywhere in it.
    const search = page.getByRole("textbox", { name: "Search Identity providers" });
    await search.fill("orporate");
    await search.press("Enter");
    await expect(providersTable(page).getByRole("row")).toHaveCount(2);
    await expect(providerRow(page, corp)).toBeVisible();
    await search.fill("nothing-like-this");
    await search.press("Enter");
    await expect(page.getByText("No search results")).toBeVisible();
    await search.fill("");
    await search.press("Enter");
    await expect(providerRow(page, partner)).toBeVisible();

    await page.getByRole("button", { name: "Add provider" }).click();
    // Each type once, in its group.
    await expect(page.getByRole("menuitem", { name: "GitHub" })).toHaveCount(1);
    await expect(page.getByRole("menuitem", { name: "SAML v2.0" })).toHaveCount(1);
    await page.getByRole("menuitem", { name: "Keycloak OpenID Connect" }).click();
    await expect(page).toHaveURL(new RegExp(`/${realm}/identity-providers/keycloak-oidc/add$`));
    await page.goBack();

    await providerRow(page, partner)
      .getByRole("button", { name: `Actions for ${partner}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete identity provider ${partner}?` });
    await expect(dialog).toContainText(`The identity provider ${partner} is deleted`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Identity provider ${partner} deleted`)).toBeVisible();
    await expect(providerRow(page, partner)).toHaveCount(0);
    expect(await storedProvider(realm, partner)).toBeUndefined();
    expect(await storedProvider(realm, corp)).toBeDefined();
  });

  test("the provider header shows the display name, type and state, and deletes after asking", async ({
    page,
    realm,
  }) => {
    const alias = unique("header");
    await seedProvider(realm, oidcProvider(alias, { displayName: "Header test", enabled: false }));
    await openConsole(page, `${realm}/identity-providers/oidc/${alias}/mappers`);
    await expect(page.getByRole("heading", { level: 1, name: "Header test" })).toBeVisible();
    await expect(page.getByText("OpenID Connect v1.0", { exact: true })).toBeVisible();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Identity provider actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete identity provider ${alias}?` });
    // Cancelling keeps it.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await storedProvider(realm, alias)).toBeDefined();

    await page.getByRole("button", { name: "Identity provider actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Identity providers" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${realm}/identity-providers$`));
    expect(await storedProvider(realm, alias)).toBeUndefined();
  });

  test("an administrator who may only view providers sees the list, header and mappers without changing anything", async ({
    page,
    realm,
  }) => {
    const alias = unique("watched");
    await seedProvider(realm, oidcProvider(alias, { displayName: "Only looked at" }));
    await seedMapper(realm, alias, {
      name: "department",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "INHERIT", attribute: "department", "attribute.value": "sales" },
    });
    const viewer = await createRealmAdmin(realm, unique("idp-viewer"), ["view-identity-providers"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/identity-providers`,
    });

    await expect(providerRow(page, alias)).toContainText("Only looked at");
    await expect(page.getByRole("button", { name: "Add provider" })).toHaveCount(0);
    await expect(providerRow(page, alias).getByRole("button")).toHaveCount(0);

    await providerRow(page, alias).getByRole("link", { name: alias }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Only looked at" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Identity provider actions" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Mappers" }).click();
    const mappers = page.getByRole("grid", { name: "Mappers" });
    await expect(mappers.getByRole("row", { name: /department/ })).toContainText(
      "Hardcoded Attribute",
    );
    await expect(mappers.getByRole("row", { name: /department/ }).getByRole("button")).toHaveCount(
      0,
    );
    await expect(page.getByRole("button", { name: "Add mapper" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The mapper's page opens read-only: its value shows, nothing can be saved.
    await mappers.getByRole("link", { name: "department" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "department" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "User Attribute Value" })).toHaveValue("sales");
    await expect(page.getByRole("textbox", { name: "User Attribute Value" })).not.toBeEditable();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
