import { openConsole, test } from "../support/fixtures";
import { expect, seedProvider, storedProvider } from "./oidc-helpers";
import { pemOf, realmCertificate } from "./saml-helpers";

test.describe("saml settings", () => {
  test.describe.configure({ timeout: 180_000 });

  test("changed SAML settings and an uploaded certificate are stored, keeping the keys no form shows", async ({
    page,
    realm,
  }) => {
    const alias = "stored-saml";
    await seedProvider(realm, {
      alias,
      providerId: "saml",
      enabled: true,
      config: {
        entityId: "https://sp.example.test/realms/x",
        singleSignOnServiceUrl: "https://idp.example.test/sso",
        validateSignature: "true",
        // Not on any form: the save must keep it.
        "custom.audit-tag": "kept",
      },
    });
    const certificate = await realmCertificate(realm);

    await openConsole(page, `${realm}/identity-providers/saml/${alias}/settings`);
    const clockSkew = page.getByRole("textbox", { name: "Allowed clock skew (seconds)" });
    await clockSkew.fill("ten");
    await clockSkew.blur();
    await expect(page.getByText("Enter a whole number of 0 or more.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await clockSkew.fill("30");
    // The switch's drawn toggle covers its input, so it is flipped from the keyboard.
    const forceAuthn = page.getByRole("switch", { name: "Force authentication" });
    await forceAuthn.focus();
    await forceAuthn.press("Space");
    await expect(forceAuthn).toBeChecked();
    await page.getByRole("button", { name: /^NameID policy format/ }).click();
    await page
      .getByRole("option", { name: "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" })
      .click();
    // The server refuses a transient NameID as the user's identity; the form says so first.
    await expect(page.getByText(/A transient NameID changes at every sign-in/)).toBeVisible();
    await page.getByRole("button", { name: /^NameID policy format/ }).click();
    await page
      .getByRole("option", { name: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" })
      .click();
    await page.getByTestId("certificate-file").setInputFiles({
      name: "partner.pem",
      mimeType: "application/x-pem-file",
      buffer: Buffer.from(pemOf(certificate)),
    });
    await expect(page.getByRole("textbox", { name: /Validating X.509 certificates/ })).toHaveValue(
      certificate,
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Identity provider settings saved")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Allowed clock skew (seconds)" })).toHaveValue(
      "30",
    );
    await expect(page.getByRole("switch", { name: "Force authentication" })).toBeChecked();
    const stored = await storedProvider(realm, alias);
    expect(stored?.config).toMatchObject({
      allowedClockSkew: "30",
      forceAuthn: "true",
      nameIDPolicyFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      signingCertificate: certificate,
      "custom.audit-tag": "kept",
    });
  });
});
