import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, realmScopeNames, storedScope } from "./client-scopes-helpers";

test.describe("create a client scope", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates an OpenID Connect scope that every new client gets by default", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/client-scopes`);
    await page.getByRole("button", { name: "Create client scope" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create client scope" }),
    ).toBeVisible();

    const name = page.getByRole("textbox", { name: "Name" });
    // The server refuses names with spaces: the form says so next to the field first.
    await name.fill("read invoices");
    await expect(page.getByText(/Use printable characters without spaces/)).toBeVisible();
    await name.fill("invoices:read");
    await page.getByRole("textbox", { name: "Description" }).fill("Read the invoices");
    await page.getByRole("button", { name: /^Type/ }).click();
    await page.getByRole("option", { name: "Default" }).click();
    await page.getByRole("textbox", { name: "Consent screen text" }).fill("Read your invoices");
    await page.getByRole("textbox", { name: "Display order" }).fill("4");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("Client scope invoices:read created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "invoices:read" })).toBeVisible();
    const stored = await storedScope(realm, "invoices:read");
    expect(stored).toMatchObject({
      protocol: "openid-connect",
      description: "Read the invoices",
      attributes: {
        "display.on.consent.screen": "true",
        "consent.screen.text": "Read your invoices",
        "include.in.token.scope": "true",
        "gui.order": "4",
      },
    });
    expect(page.url()).toContain(`/client-scopes/${stored?.id ?? ""}/settings`);
    expect(await realmScopeNames(realm, "default")).toContain("invoices:read");
    expect(await realmScopeNames(realm, "optional")).not.toContain("invoices:read");
  });

  test("creates a SAML scope of type none", async ({ page, realm }) => {
    await openConsole(page, `${realm}/client-scopes/new`);
    await page.getByRole("textbox", { name: "Name" }).fill("saml-department");
    await page.getByRole("button", { name: /^Protocol/ }).click();
    await page.getByRole("option", { name: "SAML" }).click();
    // The switch's input sits under its label: flip it from the keyboard, as a user can.
    const consent = page.getByRole("switch", { name: "Display on consent screen" });
    await consent.focus();
    await consent.press("Space");
    await expect(consent).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "saml-department" })).toBeVisible();
    // Once created, the protocol is fixed: it shows read-only.
    await expect(page.getByRole("textbox", { name: "Protocol" })).toHaveValue("SAML");
    const stored = await storedScope(realm, "saml-department");
    expect(stored?.protocol).toBe("saml");
    expect(stored?.attributes?.["display.on.consent.screen"]).toBe("false");
    expect(await realmScopeNames(realm, "default")).not.toContain("saml-department");
    expect(await realmScopeNames(realm, "optional")).not.toContain("saml-department");
  });
});
