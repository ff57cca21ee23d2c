import type { Browser } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser } from "./users-helpers";

const password = "Consent-pass-1";
const redirectUri = `${keycloakUrl()}/consent-done`;

interface Consent {
  clientId: string;
  grantedClientScopes: string[];
}

const consentsOf = async (realm: string, id: string) =>
  (await (await adminFetch(`/${realm}/users/${id}/consents`)).json()) as Consent[];

/** A public client that asks users for consent before it gets their data. */
async function createConsentClient(realm: string, clientId: string): Promise<void> {
  await adminFetch(`/${realm}/clients`, {
    method: "POST",
    body: JSON.stringify({
      clientId,
      publicClient: true,
      consentRequired: true,
      standardFlowEnabled: true,
      redirectUris: [redirectUri],
    }),
  });
}

/** Signs the user in to the client in a browser of its own and accepts the consent screen. */
async function grantConsent(browser: Browser, realm: string, clientId: string, username: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: "code",
      scope: "openid",
      redirect_uri: redirectUri,
    });
    await page.goto(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth?${query}`);
    await page.getByRole("textbox", { name: /username/i }).fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await page.waitForURL((url) => url.href.startsWith(redirectUri));
  } finally {
    await context.close();
  }
}

test.describe("user consents", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("lists the consent the user gave a client and revokes it", async ({
    browser,
    page,
    realm,
  }) => {
    await createConsentClient(realm, "consent-app");
    const id = await seedUser(realm, {
      username: "carol",
      email: "carol@example.test",
      emailVerified: true,
      firstName: "Carol",
      lastName: "Consent",
    });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: password, temporary: false }),
    });
    await grantConsent(browser, realm, "consent-app", "carol");
    const [consent] = await consentsOf(realm, id);
    expect(consent?.clientId).toBe("consent-app");

    await openConsole(page, `${realm}/users/${id}/consents`);
    const table = page.getByRole("grid", { name: "Consents" });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "consent-app" }) });
    await expect(row).toHaveCount(1);
    for (const scope of consent?.grantedClientScopes.slice(0, 5) ?? []) {
      await expect(row.getByText(scope, { exact: true })).toBeVisible();
    }
    await expect(row.locator("time")).toHaveCount(2);
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: "Actions for consent-app" }).click();
    await page.getByRole("menuitem", { name: "Revoke" }).click();
    await page
      .getByRole("dialog", { name: "Revoke this consent?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(page.getByText("The consent for consent-app was revoked.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No consents" })).toBeVisible();
    expect(await consentsOf(realm, id)).toEqual([]);
  });

  test("shows an empty state to a viewer when the user consented to nothing", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "viewer", ["view-users", "query-users"]);
    const id = await seedUser(realm, { username: unique("carol") });

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users/${id}/consents`,
    });
    await expect(page.getByRole("heading", { name: "No consents" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Consents" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
