import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { durationAmount, expect, saveButton } from "./realm-settings-helpers";

test.describe("realm settings access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view the realm sees every tab read-only", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "settings-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings`,
    });

    await expect(page.getByRole("heading", { level: 1, name: "Realm settings" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Frontend URL" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "User-managed access" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await page.getByRole("tab", { name: "Login" }).click();
    await expect(page.getByRole("switch", { name: "User registration" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Forgot password" })).toBeDisabled();

    await page.getByRole("tab", { name: "E-mail" }).click();
    await expect(page.getByRole("textbox", { name: "Host" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Test connection" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Sessions" }).click();
    await expect(durationAmount(page, "SSO session idle")).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Offline session max limited" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await page.getByRole("tab", { name: "Tokens" }).click();
    await expect(durationAmount(page, "Access token lifespan")).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Revoke refresh token" })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
  });
});
