import { adminFetch, AdminApiError } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { expectNoAxeViolations, goToRoute, openConsole, signIn, test } from "../support/fixtures";
import { accessToken, tokenClaims } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { flipSwitch } from "../users/users-helpers";
import {
  replaceEditorText,
  seedClientPolicies,
  storedPolicies,
  storedProfiles,
} from "./client-policies-helpers";
import { expect, saveButton } from "./realm-settings-helpers";

/** Creating a confidential client with the plain client secret: the server's answer. */
async function createSecretClient(realm: string, clientId: string): Promise<number> {
  try {
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId,
        publicClient: false,
        clientAuthenticatorType: "client-secret",
      }),
    });
    return 201;
  } catch (error) {
    if (error instanceof AdminApiError) return error.status;
    throw error;
  }
}

test.describe("realm settings client policies", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 360_000 });

  test("a profile requiring signed client secrets and a policy for confidential clients make the server refuse the plain secret", async ({
    page,
    freshRealm: realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/client-policies/profiles`);
    await page.getByRole("link", { name: "Create client profile" }).first().click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("signed-secret");
    await page.getByRole("textbox", { name: /^Description/ }).fill("Signed client secrets only");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Client profile created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "signed-secret", level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Add executor" }).first().click();
    await page.getByRole("combobox", { name: "Executor type" }).fill("secure-client-authenticator");
    await page.getByRole("option", { name: "secure-client-authenticator", exact: true }).click();
    await page.getByRole("button", { name: /^Allowed client authenticators/i }).click();
    await page.getByRole("checkbox", { name: "client-secret-jwt", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Default client authenticator/i }).click();
    await page.getByRole("option", { name: "client-secret-jwt", exact: true }).click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Executor secure-client-authenticator saved")).toBeVisible();
    await expect(
      page
        .getByRole("grid", { name: "Executors of the client profile" })
        .getByRole("link", { name: "secure-client-authenticator" }),
    ).toBeVisible();

    await goToRoute(page, `${realm}/realm-settings/client-policies/policies`);
    await page.getByRole("link", { name: "Create client policy" }).first().click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("confidential-clients");
    // The global profiles make the list long enough to be searched by typing.
    await page.getByRole("combobox", { name: "Client profiles" }).fill("signed-secret");
    await page.getByRole("option", { name: "signed-secret", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Client policy created")).toBeVisible();
    await page.getByRole("link", { name: "Add condition" }).first().click();
    await page.getByRole("combobox", { name: "Condition type" }).fill("client-access-type");
    await page.getByRole("option", { name: "client-access-type", exact: true }).click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Condition client-access-type saved")).toBeVisible();

    expect(await storedProfiles(realm)).toEqual([
      expect.objectContaining({
        name: "signed-secret",
        executors: [
          {
            executor: "secure-client-authenticator",
            configuration: expect.objectContaining({
              "allowed-client-authenticators": ["client-secret-jwt"],
              "default-client-authenticator": "client-secret-jwt",
            }) as unknown,
          },
        ],
      }),
    ]);
    expect(await storedPolicies(realm)).toEqual([
      expect.objectContaining({
        name: "confidential-clients",
        enabled: true,
        profiles: ["signed-secret"],
        conditions: [expect.objectContaining({ condition: "client-access-type" })],
      }),
    ]);
    expect(await createSecretClient(realm, "plain-secret")).toBe(400);
    await expectNoAxeViolations(page);
  });

  test("profiles edited as JSON are stored and shown in the form view; bad JSON and a refusal are told at the editor", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the server refuses a profile with an unknown executor");
    await openConsole(page, `${realm}/realm-settings/client-policies/profiles`);
    await page.getByRole("button", { name: "JSON editor" }).click();
    const label = /client profiles as JSON/;
    await replaceEditorText(page, label, '{"profiles": [');
    await expect(page.getByText("This is not valid JSON.")).toBeVisible();
    // An executor the server does not know: it refuses the list, and the text stays as typed.
    const refused = JSON.stringify({
      profiles: [{ name: "unknown-executor", executors: [{ executor: "no-such-executor" }] }],
    });
    await replaceEditorText(page, label, refused);
    await saveButton(page).click();
    await expect(page.getByText("The JSON could not be saved")).toBeVisible();
    await expect(page.getByRole("textbox", { name: label })).toContainText("no-such-executor");
    expect(await storedProfiles(realm)).toEqual([]);
    await replaceEditorText(
      page,
      label,
      JSON.stringify({
        profiles: [{ name: "from-json", description: "Typed as JSON", executors: [] }],
      }),
    );
    await saveButton(page).click();
    await expect(page.getByText("Client profiles saved")).toBeVisible();
    await expect
      .poll(async () => (await storedProfiles(realm)).map((p) => p.name))
      .toEqual(["from-json"]);
    await page.getByRole("button", { name: "Form view" }).click();
    const table = page.getByRole("grid", { name: "Client profiles" });
    await expect(table.getByRole("link", { name: "from-json" })).toBeVisible();
    await expect(table.getByText("Typed as JSON")).toBeVisible();
  });

  test("a policy's switch turns it off and on in the server", async ({
    page,
    freshRealm: realm,
  }) => {
    await seedClientPolicies(realm, {
      profiles: [],
      policies: [{ name: "switched", enabled: true, conditions: [], profiles: [] }],
    });
    await openConsole(page, `${realm}/realm-settings/client-policies/policies`);
    const toggle = page.getByRole("switch", { name: "Policy switched enabled" });
    await expect(toggle).toBeChecked();
    await flipSwitch(toggle);
    await expect(page.getByText("Client policy switched is now disabled")).toBeVisible();
    await expect.poll(async () => (await storedPolicies(realm))[0]?.["enabled"]).toBe(false);
    await page.reload();
    const reloaded = page.getByRole("switch", { name: "Policy switched enabled" });
    await expect(reloaded).not.toBeChecked();
    await flipSwitch(reloaded);
    await expect(page.getByText("Client policy switched is now enabled")).toBeVisible();
    await expect.poll(async () => (await storedPolicies(realm))[0]?.["enabled"]).toBe(true);
  });

  test("an administrator who may only view the realm sees profiles and policies read-only", async ({
    page,
    freshRealm: realm,
  }) => {
    await seedClientPolicies(realm, {
      profiles: [{ name: "seen-profile", description: "Seen", executors: [] }],
      policies: [{ name: "seen-policy", enabled: true, conditions: [], profiles: [] }],
    });
    const viewer = await createRealmAdmin(realm, "policies-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/client-policies/profiles`,
    });
    await expect(page.getByRole("link", { name: "seen-profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create client profile" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Policies", exact: true }).click();
    await expect(page.getByRole("switch", { name: "Policy seen-policy enabled" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Create client policy" })).toHaveCount(0);
    await page.getByRole("button", { name: "JSON editor" }).click();
    await expect(page.getByRole("textbox", { name: /client policies as JSON/ })).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await page.getByRole("tab", { name: "Tokens", exact: true }).click();
    await expect(
      page.getByRole("switch", { name: "Lightweight access tokens for every client" }),
    ).toBeDisabled();
  });

  test("lightweight access tokens for every client leave the user name out of access tokens until turned off", async ({
    page,
    freshRealm: realm,
  }) => {
    const user = await createRealmAdmin(realm, "token-user", []);
    // Not admin-cli: the server gives that client lightweight access tokens of its own accord.
    await adminCreate(`/${realm}/clients`, {
      clientId: "token-app",
      publicClient: true,
      directAccessGrantsEnabled: true,
    });
    const grant = {
      grant_type: "password",
      client_id: "token-app",
      username: user.username,
      password: user.password,
    };
    expect(tokenClaims(await accessToken(realm, grant))["preferred_username"]).toBe("token-user");

    await openConsole(page, `${realm}/realm-settings/tokens`);
    const toggle = page.getByRole("switch", { name: "Lightweight access tokens for every client" });
    await expect(toggle).not.toBeChecked();
    await flipSwitch(toggle);
    await expect(page.getByText("Every client now gets lightweight access tokens")).toBeVisible();
    const claims = tokenClaims(await accessToken(realm, grant));
    expect(claims["azp"]).toBe("token-app");
    expect(claims["preferred_username"]).toBeUndefined();
    expect(claims["email"]).toBeUndefined();

    // The switch's profile and policy are there to see in the client policies tab.
    await page.getByRole("tab", { name: "Client policies", exact: true }).click();
    await page.getByRole("tab", { name: "Policies", exact: true }).click();
    await expect(
      page.getByRole("switch", {
        name: "Policy lightweight-access-tokens-for-every-client enabled",
      }),
    ).toBeChecked();

    await page.getByRole("tab", { name: "Tokens", exact: true }).click();
    await flipSwitch(
      page.getByRole("switch", { name: "Lightweight access tokens for every client" }),
    );
    await expect(page.getByText(/Clients get full access tokens again/)).toBeVisible();
    expect(tokenClaims(await accessToken(realm, grant))["preferred_username"]).toBe("token-user");
    expect(await storedPolicies(realm)).toEqual([]);
    expect(await storedProfiles(realm)).toEqual([]);
  });
});
