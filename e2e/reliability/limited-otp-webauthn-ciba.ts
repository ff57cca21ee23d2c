import type { Locator, Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import { button, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The authentication page's OTP, WebAuthn and CIBA policies for limited administrators: each
 * form's save is offered with manage-realm only; without it the form is read-only and the server
 * refuses the realm's update.
 */

/** Opens the policy's inner tab and waits for its form: its first field shows either way. */
async function openPolicyTab(page: Page, tab: string, field: (page: Page) => Locator) {
  await page.getByRole("tab", { name: tab, exact: true }).click();
  await expect(field(page)).toBeVisible();
}

function savePolicy(options: {
  tab: string;
  field: (page: Page) => Locator;
  value: (tag: string) => string;
  saved: string;
  /** The realm fields a save would change, sent by hand when the console offers no save. */
  body: (tag: string) => Record<string, unknown>;
}): PageAction {
  return {
    name: `save the ${options.tab}`,
    control: (page) => button(page, "Save"),
    offered: async (page) => {
      await openPolicyTab(page, options.tab, options.field);
      return (await button(page, "Save").count()) > 0;
    },
    request: (_ids, tag) => ({ method: "PUT", path: "", body: options.body(tag) }),
    press: async (page, tag) => {
      await options.field(page).fill(options.value(tag));
      await button(page, "Save").click();
      await expect(page.getByText(options.saved).first()).toBeVisible();
    },
  };
}

const partyName = (page: Page) =>
  page.getByRole("textbox", { name: "Relying party entity name", exact: true });

export const policyPages: BuiltPage[] = [
  {
    name: "authentication policies: OTP, WebAuthn and CIBA",
    heading: "Authentication",
    route: () => "authentication/policies",
    access: ["view-realm", "view-identity-providers", "view-clients"],
    actions: [
      savePolicy({
        tab: "OTP policy",
        field: (page) => page.getByRole("spinbutton", { name: "Look around window" }),
        value: () => "3",
        saved: "OTP policy saved",
        body: () => ({ otpPolicyLookAheadWindow: 3 }),
      }),
      savePolicy({
        tab: "WebAuthn policy",
        field: partyName,
        value: (tag) => `Party of ${tag}`,
        saved: "WebAuthn policy saved",
        body: (tag) => ({ webAuthnPolicyRpEntityName: `Party of ${tag}` }),
      }),
      savePolicy({
        tab: "WebAuthn passwordless policy",
        field: partyName,
        value: (tag) => `Passwordless party of ${tag}`,
        saved: "WebAuthn passwordless policy saved",
        body: (tag) => ({ webAuthnPolicyPasswordlessRpEntityName: `Passwordless party of ${tag}` }),
      }),
      savePolicy({
        tab: "CIBA policy",
        field: (page) => page.getByRole("spinbutton", { name: "Expires in" }),
        value: () => "300",
        saved: "CIBA policy saved",
        body: () => ({ attributes: { cibaExpiresIn: "300" } }),
      }),
    ],
  },
];
