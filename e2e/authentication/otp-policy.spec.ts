import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import {
  expect,
  saveButton,
  seedRealmSettings,
  storedRealm,
} from "../realm-settings/realm-settings-helpers";
import { expectNoAxeViolations, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { openPolicy } from "./otp-policy-helpers";
import { signInAsViewer } from "./authentication-helpers";

test.describe("OTP policy", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves a counter-based policy, shows the counter instead of the period and the apps the server names", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, {
      otpPolicyType: "totp",
      otpPolicyAlgorithm: "HmacSHA1",
      otpPolicyDigits: 6,
      otpPolicyPeriod: 30,
    });
    await openPolicy(page, realm, "OTP policy");
    const applications = page.getByRole("group", { name: "Supported applications" });
    await expect(applications).toContainText("Google Authenticator");
    await expect(applications).toContainText("Microsoft Authenticator");
    const period = page.getByRole("spinbutton", { name: "OTP token period" });
    const counter = page.getByRole("spinbutton", { name: "Initial counter" });
    await expect(period).toHaveValue("30");
    await expect(counter).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Counter-based (HOTP)" }).check();
    await expect(period).toHaveCount(0);
    await counter.fill("5");
    await page.getByRole("radio", { name: "SHA256" }).check();
    await page.getByRole("radio", { name: "8", exact: true }).check();
    await page.getByRole("spinbutton", { name: "Look around window" }).fill("2");
    await saveButton(page).click();
    await expect(page.getByText("OTP policy saved")).toBeVisible();

    expect(await storedRealm(realm)).toMatchObject({
      otpPolicyType: "hotp",
      otpPolicyAlgorithm: "HmacSHA256",
      otpPolicyDigits: 8,
      otpPolicyInitialCounter: 5,
      otpPolicyLookAheadWindow: 2,
      otpPolicyPeriod: 30,
    });
    // The server works out the apps again from the saved policy; the form shows its new list.
    const stored = (await storedRealm(realm))["otpSupportedApplications"] as string[];
    expect(stored).toContain("totpAppFreeOTPName");
    expect(stored).not.toContain("totpAppMicrosoftAuthenticatorName");
    await expect(applications).not.toContainText("Microsoft Authenticator");
    await expect(applications).toContainText("FreeOTP");

    await page.reload();
    await page.getByRole("tab", { name: "OTP policy", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Counter-based (HOTP)" })).toBeChecked();
    await expect(counter).toHaveValue("5");
  });

  test("a number out of range is refused at its field and nothing is sent", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, { otpPolicyType: "totp", otpPolicyPeriod: 30 });
    await openPolicy(page, realm, "OTP policy");
    const period = page.getByRole("spinbutton", { name: "OTP token period" });
    await period.fill("500");
    await expect(page.getByText("Enter 120 or less.")).toBeVisible();
    await expect(period).toHaveAttribute("aria-invalid", "true");
    await expect(saveButton(page)).toBeDisabled();
    expect((await storedRealm(realm))["otpPolicyPeriod"]).toBe(30);
  });

  test("a user asked to set up OTP sees the policy's type and digits", async ({ page, realm }) => {
    await seedRealmSettings(realm, {
      otpPolicyType: "totp",
      otpPolicyAlgorithm: "HmacSHA1",
      otpPolicyDigits: 6,
      otpPolicyPeriod: 30,
    });
    await openPolicy(page, realm, "OTP policy");
    await page.getByRole("radio", { name: "8", exact: true }).check();
    await page.getByRole("spinbutton", { name: "OTP token period" }).fill("60");
    await saveButton(page).click();
    await expect(page.getByText("OTP policy saved")).toBeVisible();

    const user = await createRealmAdmin(realm, "otp-user", []);
    const found = (await (
      await adminFetch(`/${realm}/users?username=${user.username}&exact=true`)
    ).json()) as { id: string }[];
    await adminFetch(`/${realm}/users/${found[0]?.id ?? ""}`, {
      method: "PUT",
      body: JSON.stringify({ requiredActions: ["CONFIGURE_TOTP"] }),
    });

    const setUp = await page.context().browser()?.newPage();
    if (setUp === undefined) throw new Error("No browser to open the user's page in.");
    try {
      await setUp.goto(`${keycloakUrl()}/realms/${realm}/account`);
      await setUp.getByRole("textbox", { name: /username/i }).fill(user.username);
      await setUp.getByLabel("Password", { exact: true }).fill(user.password);
      await setUp.getByRole("button", { name: /sign in/i }).click();
      await setUp.getByText("Unable to scan?").click();
      const details = setUp.locator("body");
      await expect(details).toContainText(/Digits:\s*8/);
      await expect(details).toContainText(/Interval:\s*60/);
      await expect(details).toContainText(/Type:\s*Time-based/);
    } finally {
      await setUp.close();
    }
  });

  test("an administrator without manage-realm sees the policy read-only", async ({
    page,
    realm,
  }) => {
    await signInAsViewer(page, realm, "otp-viewer", `${realm}/authentication/policies`);
    await page.getByRole("tab", { name: "OTP policy", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Time-based (TOTP)" })).toBeDisabled();
    await expect(page.getByRole("spinbutton", { name: "Look around window" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Reusable token" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
  });
});
