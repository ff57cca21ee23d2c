import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import type { PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The authentication section's required actions and password policy for limited
 * administrators: switching and moving an action, and saving the password policy. The page needs
 * view-realm, view-clients and view-identity-providers to open; each change needs manage-realm.
 */

const authenticationAccess = ["view-realm", "view-identity-providers", "view-clients"];
const verifyEmail = (page: Page) =>
  page.getByRole("switch", { name: "Enabled: Verify Email", exact: true });

const switchRequiredAction: PageAction = {
  name: "switch a required action",
  control: verifyEmail,
  // Viewers see the switch too, turned off for them.
  offered: async (page) => (await verifyEmail(page).count()) > 0 && verifyEmail(page).isEnabled(),
  request: () => ({
    method: "PUT",
    path: "/authentication/required-actions/VERIFY_EMAIL",
    body: {
      alias: "VERIFY_EMAIL",
      name: "Verify Email",
      providerId: "VERIFY_EMAIL",
      enabled: true,
      defaultAction: false,
      priority: 50,
    },
  }),
  press: async (page) => {
    await verifyEmail(page).press("Space");
    await expect(page.getByText("Verify Email updated")).toBeVisible();
  },
};

const moveRequiredAction: PageAction = {
  name: "move a required action",
  control: (page) => page.getByRole("button", { name: "Move Update Password up" }),
  request: () => ({
    method: "POST",
    path: "/authentication/required-actions/UPDATE_PASSWORD/raise-priority",
  }),
  press: async (page) => {
    await page.getByRole("button", { name: "Move Update Password up" }).click();
    await expect(page.getByText("Update Password moved in the order")).toBeVisible();
  },
};

const savePasswordPolicy: PageAction = {
  name: "save the password policy",
  control: (page) => page.getByRole("button", { name: "Save", exact: true }),
  request: () => ({ method: "PUT", path: "", body: { passwordPolicy: "length(9)" } }),
  press: async (page) => {
    const length = page.getByRole("textbox", { name: "Minimum Length" });
    if ((await length.count()) === 0) {
      await page.getByRole("button", { name: "Add policy" }).click();
      await page.getByRole("option", { name: "Minimum Length" }).click();
    }
    // Another value than the stored one, so the form has a change to save; short enough for the
    // passwords of the administrators the suite creates in this realm afterwards.
    await length.fill((await length.inputValue()) === "8" ? "9" : "8");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Password policy saved")).toBeVisible();
  },
};

export const requiredActionsPages: BuiltPage[] = [
  {
    name: "authentication required actions",
    heading: "Authentication",
    route: () => "authentication/required-actions",
    access: authenticationAccess,
    shown: (page) => page.getByRole("grid", { name: "Required actions" }),
    actions: [switchRequiredAction, moveRequiredAction],
  },
  {
    name: "authentication password policy",
    heading: "Authentication",
    route: () => "authentication/policies",
    access: authenticationAccess,
    shown: (page) => page.getByText(/^A new password must meet every rule below/),
    actions: [savePasswordPolicy],
  },
];
