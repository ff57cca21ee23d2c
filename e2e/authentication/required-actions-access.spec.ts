import { adminFetch } from "../../server/src/testing/admin-api";
import { test } from "../support/fixtures";
import {
  defaultSwitch,
  enabledSwitch,
  expect,
  requiredActionsTable,
} from "./required-actions-helpers";
import { signInAsViewer } from "./authentication-helpers";

test.describe("required actions and password policy access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view the realm sees both read-only", async ({
    page,
    realm,
  }) => {
    // The authentication page lists where flows are used, so it also needs to view clients and
    // identity providers; none of the three rights lets anything change.
    await signInAsViewer(page, realm, "auth-viewer", `${realm}/authentication/required-actions`);
    await expect(requiredActionsTable(page)).toBeVisible();
    await expect(
      page.getByText("Users complete their required actions in this order."),
    ).toBeVisible();
    await expect(enabledSwitch(page, "Verify Email")).toBeChecked();
    await expect(enabledSwitch(page, "Verify Email")).toBeDisabled();
    await expect(defaultSwitch(page, "Update Profile")).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);

    // An action's settings open as the manager sees them, disabled, with nothing to save or reset.
    await adminFetch(`/${realm}/authentication/required-actions/UPDATE_PASSWORD/config`, {
      method: "PUT",
      body: JSON.stringify({ config: { max_auth_age: "420" } }),
    });
    await page.getByRole("button", { name: "Actions for Update Password" }).click();
    await expect(page.getByRole("menuitem", { name: "Configure" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Reset settings" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "View settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Settings of Update Password" });
    const maxAge = dialog.getByRole("textbox", { name: /Maximum Age of Authentication/ });
    await expect(maxAge).toHaveValue("420");
    await expect(maxAge).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Save" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("tab", { name: "Policies" }).click();
    await expect(page.getByRole("tab", { name: "Password policy" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No password policies" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add policy" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  });

  test("a viewer sees the realm's password policy values, disabled", async ({ page, realm }) => {
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({ passwordPolicy: "length(14) and notEmail" }),
    });
    await signInAsViewer(page, realm, "policy-viewer", `${realm}/authentication/policies`);
    const length = page.getByRole("textbox", { name: "Minimum Length" });
    await expect(length).toHaveValue("14");
    await expect(length).toBeDisabled();
    await expect(page.getByText("Not Email")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  });
});
