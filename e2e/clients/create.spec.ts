import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { flipSwitch } from "../users/users-helpers";
import {
  clientCredentialsToken,
  clientSecret,
  expect,
  findStoredClients,
  storedClient,
} from "./list-helpers";

test.describe("create client", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a confidential OpenID Connect client whose secret then gets a token", async ({
    page,
    realm,
  }) => {
    const clientId = unique("backend");
    await openConsole(page, `${realm}/clients`);
    await page.getByRole("button", { name: "Create client" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create client" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The client id is required before the next step opens.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toBeFocused();
    await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
    await page.getByRole("textbox", { name: "Name" }).fill("Back end");
    await page.getByRole("button", { name: "Next" }).click();

    await flipSwitch(page.getByRole("switch", { name: "Client authentication" }));
    await flipSwitch(page.getByRole("switch", { name: "Service account roles" }));
    await page.getByRole("button", { name: "Next" }).click();

    // A script address is refused on its field before anything is sent, and the input stays.
    const redirect = page.getByRole("textbox", { name: "Valid redirect URIs, value 1" });
    await redirect.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/"javascript:" or "data:" are not allowed/)).toBeVisible();
    await expect(redirect).toHaveValue("javascript:alert(1)");
    expect(await findStoredClients(realm, clientId)).toEqual([]);

    await redirect.fill("https://backend.example.test/*");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Credentials" })).toBeVisible();

    const stored = await storedClient(realm, clientId);
    expect(stored).toMatchObject({
      clientId,
      name: "Back end",
      protocol: "openid-connect",
      publicClient: false,
      serviceAccountsEnabled: true,
      redirectUris: ["https://backend.example.test/*"],
    });
    const token = await clientCredentialsToken(
      realm,
      clientId,
      await clientSecret(realm, stored.id),
    );
    expect(token.status).toBe(200);
    expect(typeof token.body["access_token"]).toBe("string");
  });

  test("creates a SAML client through its own steps", async ({ page, realm }) => {
    const clientId = `https://${unique("sp")}.example.test/saml`;
    await openConsole(page, `${realm}/clients/add-client`);
    await page.getByRole("button", { name: "Client type" }).click();
    await page.getByRole("option", { name: "SAML" }).click();
    await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("button", { name: "SAML capabilities" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Capability config" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Signature and encryption" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    await expect(page.getByText("SAML", { exact: true }).first()).toBeVisible();
    const stored = await storedClient(realm, clientId);
    expect(stored.protocol).toBe("saml");
    expect(stored.attributes).toMatchObject({
      "saml.server.signature": "true",
      "saml.authnstatement": "true",
    });
  });
});
