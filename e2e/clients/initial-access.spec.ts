import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { findStoredClients } from "./list-helpers";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

interface StoredToken {
  id: string;
  count: number;
  remainingCount: number;
  expiration: number;
}

const storedTokens = async (realm: string): Promise<StoredToken[]> =>
  (await (await adminFetch(`/${realm}/clients-initial-access`)).json()) as StoredToken[];

test.describe("initial access tokens", () => {
  test.describe.configure({ timeout: 180_000 });

  test("creates a token that registers a client through dynamic client registration", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/clients/initial-access-token`);
    await expect(page.getByRole("heading", { name: "No initial access tokens" })).toBeVisible();
    await page.getByRole("button", { name: "Create initial access token" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create initial access token" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // An empty expiration is refused next to its field, and the create button stays off.
    const expiration = page.getByRole("spinbutton", { name: "Expiration" });
    await expiration.fill("");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
    await expiration.fill("2");
    await page.getByRole("combobox", { name: "Unit" }).selectOption("hour");
    await page.getByRole("spinbutton", { name: "Count" }).fill("2");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Initial access token created" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("It is shown only this once")).toBeVisible();
    const token = await dialog.getByRole("textbox", { name: "Initial access token" }).inputValue();
    expect(token).not.toBe("");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();

    const [stored] = await storedTokens(realm);
    expect(stored).toMatchObject({ count: 2, remainingCount: 2, expiration: 7200 });
    const row = page.getByRole("row", { name: new RegExp(stored?.id ?? "-") });
    await expect(row).toBeVisible();

    const registration = await fetch(
      `${keycloakUrl()}/realms/${realm}/clients-registrations/default`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          clientId: "registered-app",
          redirectUris: ["https://registered.example.test/*"],
        }),
      },
    );
    expect(registration.status).toBe(201);
    expect(await findStoredClients(realm, "registered-app")).toHaveLength(1);

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row.getByRole("gridcell").nth(4)).toHaveText("1");
  });

  test("deletes a token after confirmation", async ({ page, freshRealm }) => {
    await adminFetch(`/${freshRealm}/clients-initial-access`, {
      method: "POST",
      body: JSON.stringify({ count: 1, expiration: 0 }),
    });
    const [token] = await storedTokens(freshRealm);
    await openConsole(page, `${freshRealm}/clients/initial-access-token`);
    const row = page.getByRole("row", { name: new RegExp(token?.id ?? "-") });
    await expect(row.getByRole("gridcell", { name: "Never" })).toBeVisible();
    await row.getByRole("button", { name: /actions/i }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete initial access token?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The initial access token was deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No initial access tokens" })).toBeVisible();
    expect(await storedTokens(freshRealm)).toEqual([]);
  });
});
