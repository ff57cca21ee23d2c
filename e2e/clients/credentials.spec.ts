import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { clientCredentialsToken, clientSecret, expect, seedClient } from "./list-helpers";

/** The secret field's text (it is masked on screen, but its value is the secret). */
const shownSecret = (page: Page, label: "Secret" | "Rotated secret") =>
  page.getByLabel(label, { exact: true }).inputValue();

async function regenerateSecret(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Regenerate secret" }).click();
  const dialog = page.getByRole("dialog", { name: "Regenerate the client secret?" });
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByText("The client has a new secret")).toBeVisible();
}

/** A client policy that rotates the secrets of every confidential client of the realm. */
async function rotateSecrets(realm: string): Promise<void> {
  await adminFetch(`/${realm}/client-policies/profiles`, {
    method: "PUT",
    body: JSON.stringify({
      profiles: [
        {
          name: "rotate-secrets",
          executors: [
            {
              executor: "secret-rotation",
              configuration: {
                "expiration-period": "2592000",
                "rotated-expiration-period": "86400",
                "remaining-rotation-period": "864000",
              },
            },
          ],
        },
      ],
    }),
  });
  await adminFetch(`/${realm}/client-policies/policies`, {
    method: "PUT",
    body: JSON.stringify({
      policies: [
        {
          name: "confidential-clients-rotate",
          enabled: true,
          conditions: [
            { condition: "client-access-type", configuration: { type: ["confidential"] } },
          ],
          profiles: ["rotate-secrets"],
        },
      ],
    }),
  });
}

test.describe("client credentials", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("regenerates the secret: the token endpoint refuses the old one and accepts the new one", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, {
      clientId: "billing",
      publicClient: false,
      serviceAccountsEnabled: true,
    });
    const first = await clientSecret(realm, id);
    await openConsole(page, `${realm}/clients/${id}/credentials`);
    await expect(page.getByLabel("Secret", { exact: true })).toHaveAttribute("type", "password");
    expect(await shownSecret(page, "Secret")).toBe(first);

    await regenerateSecret(page);
    await expect.poll(() => shownSecret(page, "Secret")).not.toBe(first);
    const second = await shownSecret(page, "Secret");
    expect(second).toBe(await clientSecret(realm, id));

    expect((await clientCredentialsToken(realm, "billing", first)).status).toBe(401);
    expect((await clientCredentialsToken(realm, "billing", second)).status).toBe(200);
  });

  test("with secret rotation, both secrets work until the rotated one is invalidated", async ({
    page,
    freshRealm,
  }) => {
    await rotateSecrets(freshRealm);
    const id = await seedClient(freshRealm, {
      clientId: "reports",
      publicClient: false,
      serviceAccountsEnabled: true,
    });
    await openConsole(page, `${freshRealm}/clients/${id}/credentials`);
    await expect(page.getByText("Expires on")).toBeVisible();
    const first = await shownSecret(page, "Secret");
    await expect(page.getByLabel("Rotated secret", { exact: true })).toHaveCount(0);

    await regenerateSecret(page);
    await expect(page.getByLabel("Rotated secret", { exact: true })).toBeVisible();
    expect(await shownSecret(page, "Rotated secret")).toBe(first);
    await expect(page.getByText("Still accepted until")).toBeVisible();
    await expectNoAxeViolations(page);
    const second = await shownSecret(page, "Secret");
    expect(second).not.toBe(first);
    expect((await clientCredentialsToken(freshRealm, "reports", first)).status).toBe(200);
    expect((await clientCredentialsToken(freshRealm, "reports", second)).status).toBe(200);

    await page.getByRole("button", { name: "Invalidate rotated secret" }).click();
    const dialog = page.getByRole("dialog", { name: "Invalidate the rotated secret?" });
    await dialog.getByRole("button", { name: "Invalidate" }).click();
    await expect(page.getByText("The rotated secret no longer works")).toBeVisible();
    await expect(page.getByLabel("Rotated secret", { exact: true })).toHaveCount(0);
    expect((await clientCredentialsToken(freshRealm, "reports", first)).status).toBe(401);
    expect((await clientCredentialsToken(freshRealm, "reports", second)).status).toBe(200);
  });

  test("switches to signed JWT with an algorithm and X.509 with a subject DN, as stored", async ({
    page,
    realm,
  }) => {
    const id = await seedClient(realm, { clientId: "ledger", publicClient: false });
    await openConsole(page, `${realm}/clients/${id}/credentials`);
    const authenticator = page.getByRole("button", { name: /^Client authenticator / });
    await authenticator.click();
    await page.getByRole("option", { name: "Signed JWT", exact: true }).click();
    // The server offers many algorithms, so the select is a type-ahead.
    await page.getByRole("button", { name: "Show options for Signature algorithm" }).click();
    await page.getByRole("option", { name: "PS256" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The client's credentials were saved")).toBeVisible();
    let stored = (await (await adminFetch(`/${realm}/clients/${id}`)).json()) as {
      clientAuthenticatorType: string;
      attributes: Record<string, string>;
    };
    expect(stored.clientAuthenticatorType).toBe("client-jwt");
    expect(stored.attributes["token.endpoint.auth.signing.alg"]).toBe("PS256");
    await expect(page.getByRole("link", { name: /on the Keys tab/ })).toBeVisible();

    await authenticator.click();
    await page.getByRole("option", { name: "X509 Certificate" }).click();
    await page.getByRole("textbox", { name: "Subject DN" }).fill("CN=ledger,O=Example");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // The first save's alert may still show beside the second's: wait for what the server stores.
    await expect(page.getByText("The client's credentials were saved").last()).toBeVisible();
    const storedClient = async () =>
      (await (await adminFetch(`/${realm}/clients/${id}`)).json()) as typeof stored;
    await expect
      .poll(async () => (await storedClient()).clientAuthenticatorType)
      .toBe("client-x509");
    stored = await storedClient();
    expect(stored.attributes["x509.subjectdn"]).toBe("CN=ledger,O=Example");
  });
});
