import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, seedClient } from "./list-helpers";

/** How long to wait for the server to make a key pair: it makes 4096-bit ones, slow on a busy machine. */
const keyMaking = { timeout: 120_000 };

/** The certificate the server keeps for one of the client's key uses; empty when none. */
async function storedCertificate(realm: string, id: string, attr: string): Promise<string> {
  const response = await adminFetch(`/${realm}/clients/${id}/certificates/${attr}`);
  return ((await response.json()) as { certificate?: string }).certificate ?? "";
}

const storedAttributes = async (realm: string, id: string) =>
  (
    (await (await adminFetch(`/${realm}/clients/${id}`)).json()) as {
      attributes: Record<string, string>;
    }
  ).attributes;

/**
 * Presses a switch from the keyboard (its label covers the input); some ask before changing. A
 * SAML key switch stays disabled until the tab knows whether the client has a key.
 */
async function pressSwitch(target: Locator): Promise<void> {
  await expect(target).toBeEnabled();
  await target.focus();
  await target.press("Space");
}

async function confirm(page: Page, title: string, button: string): Promise<void> {
  await page.getByRole("dialog", { name: title }).getByRole("button", { name: button }).click();
}

test.describe("client keys", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("generates new keys for a signed-JWT client and shows the certificate the server keeps", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "signer", publicClient: false });
    await adminFetch(`/${realm}/clients/${id}`, {
      method: "PUT",
      body: JSON.stringify({ clientId: "signer", clientAuthenticatorType: "client-jwt" }),
    });
    await openConsole(page, `${realm}/clients/${id}/keys`);
    await expect(page.getByText("The client has no certificate yet.")).toBeVisible();

    await page.getByRole("button", { name: "Generate new keys" }).click();
    await confirm(page, "Generate new keys?", "Generate");
    // Making a key pair and its certificate can take the server a while when the machine is busy.
    await expect(page.getByText("New keys were generated")).toBeVisible(keyMaking);
    const certificate = page.getByRole("textbox", { name: "Certificate" });
    const first = await storedCertificate(realm, id, "jwt.credential");
    expect(first).not.toBe("");
    await expect(certificate).toHaveValue(first);

    await page.getByRole("button", { name: "Generate new keys" }).click();
    await confirm(page, "Generate new keys?", "Generate");
    await expect
      .poll(() => storedCertificate(realm, id, "jwt.credential"), keyMaking)
      .not.toBe(first);
    const second = await storedCertificate(realm, id, "jwt.credential");
    await expect(certificate).toHaveValue(second);

    // Generate and download: a PKCS #12 key store comes down and the server keeps a new certificate.
    await page.getByRole("button", { name: "Generate and download" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate keys and download them" });
    await dialog.getByRole("button", { name: /^Archive format / }).click();
    await page.getByRole("option", { name: "PKCS12" }).click();
    await dialog.getByRole("textbox", { name: "Key password" }).fill("key-pass-2");
    await dialog.getByRole("textbox", { name: "Store password" }).fill("store-pass-2");
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Generate and download", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("keystore.p12");
    await expect(page.getByText("New keys were generated and downloaded")).toBeVisible(keyMaking);
    await expect
      .poll(() => storedCertificate(realm, id, "jwt.credential"), keyMaking)
      .not.toBe(second);
    await expect(certificate).toHaveValue(await storedCertificate(realm, id, "jwt.credential"));
  });

  test("uses a JWKS URL instead of a certificate, refusing an address that is not one", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "rotating-keys", publicClient: false });
    await openConsole(page, `${realm}/clients/${id}/keys`);
    const useJwksUrl = page.getByRole("switch", { name: "Use JWKS URL" });
    await pressSwitch(useJwksUrl);
    await expect(useJwksUrl).toBeChecked();
    const url = page.getByRole("textbox", { name: "JWKS URL" });
    await url.fill("ftp://keys.example.test");
    await expect(page.getByText("Enter a full http or https address")).toBeVisible();
    await url.fill("https://app.example.test/jwks");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The client's keys settings were saved")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Certificate" })).toHaveCount(0);
    const attributes = await storedAttributes(realm, id);
    expect(attributes["use.jwks.url"]).toBe("true");
    expect(attributes["jwks.url"]).toBe("https://app.example.test/jwks");
  });

  test("turns a SAML client's signing and encryption keys on, exports and imports them", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, {
      clientId: "urn:sp:keys",
      protocol: "saml",
      attributes: { "saml.client.signature": "false", "saml.encrypt": "false" },
    });
    await openConsole(page, `${realm}/clients/${id}/keys`);
    const signing = page.getByRole("switch", { name: "Client signature required" });
    const encryption = page.getByRole("switch", { name: "Encrypt assertions" });
    await expect(signing).not.toBeChecked();

    await pressSwitch(encryption);
    await confirm(page, "Encrypt assertions for this client?", "Turn on");
    await expect(page.getByText("Assertions for this client are now encrypted")).toBeVisible(
      keyMaking,
    );
    await expect(encryption).toBeChecked();
    expect((await storedAttributes(realm, id))["saml.encrypt"]).toBe("true");
    const encryptionCertificate = await storedCertificate(realm, id, "saml.encryption");
    expect(encryptionCertificate).not.toBe("");

    const encryptionSection = page.getByRole("group", { name: "Encryption keys" });
    await encryptionSection.getByRole("button", { name: "Export", exact: true }).click();
    const exportDialog = page.getByRole("dialog", { name: "Export the key" });
    await exportDialog.getByRole("textbox", { name: "Key password" }).fill("key-pass-1");
    await exportDialog.getByRole("textbox", { name: "Store password" }).fill("store-pass-1");
    const downloading = page.waitForEvent("download");
    await exportDialog.getByRole("button", { name: "Export", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("keystore.jks");
    expect((await (await download.createReadStream()).toArray()).length).toBeGreaterThan(0);

    await pressSwitch(signing);
    await confirm(page, "Require the client's signature?", "Turn on");
    await expect(page.getByText("The client's signature is now required")).toBeVisible(keyMaking);
    expect((await storedAttributes(realm, id))["saml.client.signature"]).toBe("true");
    const signingSection = page.getByRole("group", { name: "Signing keys" });
    await expect(signingSection.getByRole("textbox", { name: "Certificate" })).toHaveValue(
      await storedCertificate(realm, id, "saml.signing"),
    );
    await expectNoAxeViolations(page);

    // The encryption certificate, imported as PEM, becomes the signing certificate too.
    await signingSection.getByRole("button", { name: "Import key" }).click();
    const importDialog = page.getByRole("dialog", { name: "Import a key" });
    await expect(importDialog).toBeVisible();
    await expectNoAxeViolations(page);
    await importDialog.getByRole("button", { name: /^Archive format / }).click();
    await page.getByRole("option", { name: "Certificate PEM" }).click();
    await importDialog
      .getByRole("textbox", { name: "Key or certificate", exact: true })
      .fill(`-----BEGIN CERTIFICATE-----\n${encryptionCertificate}\n-----END CERTIFICATE-----\n`);
    await importDialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("The key was imported")).toBeVisible();
    await expect
      .poll(() => storedCertificate(realm, id, "saml.signing"))
      .toBe(encryptionCertificate);
    await expect(signingSection.getByRole("textbox", { name: "Certificate" })).toHaveValue(
      encryptionCertificate,
    );
  });
});
