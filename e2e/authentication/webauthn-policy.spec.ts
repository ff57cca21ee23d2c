import { expect, saveButton, storedRealm } from "../realm-settings/realm-settings-helpers";
import { expectNoAxeViolations, test } from "../support/fixtures";
import { flipSwitch } from "../users/users-helpers";
import { openPolicy } from "./otp-policy-helpers";
import { signInAsViewer } from "./authentication-helpers";

const aaguid = "cb69481e-8ff7-4039-93ec-0a2729a154a8";

test.describe("WebAuthn policies", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the second-factor policy and leaves the passwordless one as it was", async ({
    page,
    realm,
  }) => {
    await openPolicy(page, realm, "WebAuthn policy");
    const name = page.getByRole("textbox", { name: "Relying party entity name" });
    await expect(name).toHaveValue("keycloak");
    await expectNoAxeViolations(page);

    await name.fill("Example sign-in");
    await page.getByRole("textbox", { name: "Relying party ID" }).fill("example.org");
    await page.getByRole("button", { name: /^Attestation conveyance preference / }).click();
    await page.getByRole("option", { name: "direct", exact: true }).click();
    await page.getByRole("button", { name: /^Require discoverable credential / }).click();
    await page.getByRole("option", { name: "preferred", exact: true }).click();
    await page.getByRole("spinbutton", { name: "Timeout" }).fill("120");
    await flipSwitch(page.getByRole("switch", { name: "Avoid same authenticator registration" }));
    await page.getByRole("textbox", { name: "Acceptable AAGUIDs, value 1" }).fill(aaguid);
    await page
      .getByRole("textbox", { name: "Extra origins, value 1" })
      .fill("https://app.example.org");
    await saveButton(page).click();
    await expect(page.getByText("WebAuthn policy saved")).toBeVisible();

    expect(await storedRealm(realm)).toMatchObject({
      webAuthnPolicyRpEntityName: "Example sign-in",
      webAuthnPolicyRpId: "example.org",
      webAuthnPolicyAttestationConveyancePreference: "direct",
      webAuthnPolicyResidentKey: "preferred",
      webAuthnPolicyCreateTimeout: 120,
      webAuthnPolicyAvoidSameAuthenticatorRegister: true,
      webAuthnPolicyAcceptableAaguids: [aaguid],
      webAuthnPolicyExtraOrigins: ["https://app.example.org"],
      webAuthnPolicyPasswordlessRpEntityName: "keycloak",
      webAuthnPolicyPasswordlessExtraOrigins: [],
    });
    await page.reload();
    await page.getByRole("tab", { name: "WebAuthn policy", exact: true }).click();
    await expect(name).toHaveValue("Example sign-in");
  });

  test("saves the passwordless policy with passkeys on", async ({ page, realm }) => {
    await openPolicy(page, realm, "WebAuthn passwordless policy");
    await page.getByRole("textbox", { name: "Relying party entity name" }).fill("Passkeys here");
    await flipSwitch(page.getByRole("switch", { name: "Enable passkeys" }));
    await saveButton(page).click();
    await expect(page.getByText("WebAuthn passwordless policy saved")).toBeVisible();
    expect(await storedRealm(realm)).toMatchObject({
      webAuthnPolicyPasswordlessRpEntityName: "Passkeys here",
      webAuthnPolicyPasswordlessPasskeysEnabled: true,
    });
  });

  test("an origin that is not a URL is refused at its field and nothing is sent", async ({
    page,
    realm,
  }) => {
    await openPolicy(page, realm, "WebAuthn policy");
    const before = (await storedRealm(realm))["webAuthnPolicyExtraOrigins"];
    let sent = false;
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().endsWith(`/admin/realms/${realm}`)) {
        sent = true;
      }
    });
    await page.getByRole("textbox", { name: "Extra origins, value 1" }).fill("not a url");
    await expect(page.getByText('"not a url" is not an origin')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await page.getByRole("textbox", { name: "Acceptable AAGUIDs, value 1" }).fill("1234");
    await expect(page.getByText('"1234" is not an AAGUID')).toBeVisible();
    expect(sent).toBe(false);
    expect((await storedRealm(realm))["webAuthnPolicyExtraOrigins"]).toEqual(before);
  });

  test("an administrator without manage-realm sees both policies read-only", async ({
    page,
    realm,
  }) => {
    await signInAsViewer(page, realm, "webauthn-viewer", `${realm}/authentication/policies`);
    for (const tab of ["WebAuthn policy", "WebAuthn passwordless policy"]) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("textbox", { name: "Relying party entity name" })).toBeDisabled();
      await expect(page.getByRole("textbox", { name: "Extra origins, value 1" })).toBeDisabled();
      await expect(saveButton(page)).toHaveCount(0);
    }
  });
});
