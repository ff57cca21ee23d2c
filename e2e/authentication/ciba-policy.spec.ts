import {
  expect,
  saveButton,
  seedRealmSettings,
  storedAttributes,
} from "../realm-settings/realm-settings-helpers";
import { expectNoAxeViolations, test } from "../support/fixtures";
import { openPolicy } from "./otp-policy-helpers";
import { signInAsViewer } from "./authentication-helpers";

test.describe("CIBA policy", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the delivery mode, expiry and interval as the realm's attributes", async ({
    page,
    realm,
  }) => {
    await openPolicy(page, realm, "CIBA policy");
    const expiresIn = page.getByRole("spinbutton", { name: "Expires in" });
    await expect(expiresIn).toHaveValue("120");
    await expect(page.getByRole("radio", { name: "Poll" })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Ping" }).check();
    await expiresIn.fill("300");
    await page.getByRole("spinbutton", { name: "Interval" }).fill("10");
    await saveButton(page).click();
    await expect(page.getByText("CIBA policy saved")).toBeVisible();

    expect(await storedAttributes(realm)).toMatchObject({
      cibaBackchannelTokenDeliveryMode: "ping",
      cibaExpiresIn: "300",
      cibaInterval: "10",
      cibaAuthRequestedUserHint: "login_hint",
    });
    await page.reload();
    await page.getByRole("tab", { name: "CIBA policy", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Ping" })).toBeChecked();
    await expect(expiresIn).toHaveValue("300");
  });

  test("an expiry out of range is refused at its field and nothing is sent", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, {
      attributes: { ...(await storedAttributes(realm)), cibaExpiresIn: "120" },
    });
    await openPolicy(page, realm, "CIBA policy");
    const expiresIn = page.getByRole("spinbutton", { name: "Expires in" });
    await expiresIn.fill("5");
    await expect(expiresIn).toHaveAttribute("aria-invalid", "true");
    await expect(saveButton(page)).toBeDisabled();
    expect((await storedAttributes(realm))["cibaExpiresIn"]).toBe("120");
  });

  test("an administrator without manage-realm sees the policy read-only", async ({
    page,
    realm,
  }) => {
    await signInAsViewer(page, realm, "ciba-viewer", `${realm}/authentication/policies`);
    await page.getByRole("tab", { name: "CIBA policy", exact: true }).click();
    await expect(page.getByRole("radio", { name: "Poll" })).toBeDisabled();
    await expect(page.getByRole("spinbutton", { name: "Expires in" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
  });
});
