import type { Locator, Page } from "@playwright/test";
import { openPolicy } from "../authentication/otp-policy-helpers";
import { storedRealm } from "../realm-settings/realm-settings-helpers";
import { expect } from "@playwright/test";
import { toast, type Action } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the authentication page's OTP, WebAuthn and CIBA policies: each form's save,
 * a `PUT` of the whole realm. Each types a value of its own into one field and reads that field
 * back from the server.
 */
function policySave(options: {
  name: string;
  tab: string;
  field: (page: Page) => Locator;
  /** A value the field holds that the realm does not hold yet. */
  typed: () => string;
  saved: string;
  error: string;
  /** The field's value as the server stores it, as text. */
  read: (realm: string) => Promise<string>;
}): Action {
  return {
    name: `${options.name}: save`,
    prepare: async (page, realm) => {
      await openPolicy(page, realm, options.tab);
      await expect(options.field(page)).toBeEditable();
      return { id: realm, name: realm, typed: options.typed() };
    },
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
    act: async (page, subject) => {
      await options.field(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Save", exact: true }).click();
    },
    failure: (page) => toast(page, options.error),
    kept: (page, subject) => expect(options.field(page)).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm, subject) => {
      expect(await options.read(realm)).not.toBe(subject.typed);
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, options.saved)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await options.read(realm)).toBe(subject.typed);
    },
  };
}

/** A whole number between `min` and `max` that is not the server's default, as text. */
const someNumber = (min: number, max: number, avoid: number) => () => {
  const value = min + Math.floor(Math.random() * (max - min));
  return String(value === avoid ? value + 1 : value);
};

const realmField = (name: string) => async (realm: string) =>
  String((await storedRealm(realm))[name]);

export const policyFaultActions = {
  otpPolicySave: policySave({
    name: "OTP policy",
    tab: "OTP policy",
    field: (page) => page.getByRole("spinbutton", { name: "OTP token period" }),
    typed: someNumber(31, 120, 30),
    saved: "OTP policy saved",
    error: "The OTP policy could not be saved",
    read: realmField("otpPolicyPeriod"),
  }),
  webAuthnPolicySave: policySave({
    name: "WebAuthn policy",
    tab: "WebAuthn policy",
    field: (page) => page.getByRole("textbox", { name: "Relying party entity name" }),
    typed: () => unique("party"),
    saved: "WebAuthn policy saved",
    error: "The WebAuthn policy could not be saved",
    read: realmField("webAuthnPolicyRpEntityName"),
  }),
  webAuthnPasswordlessPolicySave: policySave({
    name: "WebAuthn passwordless policy",
    tab: "WebAuthn passwordless policy",
    field: (page) => page.getByRole("textbox", { name: "Relying party entity name" }),
    typed: () => unique("passwordless"),
    saved: "WebAuthn passwordless policy saved",
    error: "The WebAuthn policy could not be saved",
    read: realmField("webAuthnPolicyPasswordlessRpEntityName"),
  }),
  cibaPolicySave: policySave({
    name: "CIBA policy",
    tab: "CIBA policy",
    field: (page) => page.getByRole("spinbutton", { name: "Expires in" }),
    typed: someNumber(121, 600, 120),
    saved: "CIBA policy saved",
    error: "The CIBA policy could not be saved",
    read: async (realm) =>
      ((await storedRealm(realm))["attributes"] as Record<string, string>)["cibaExpiresIn"] ?? "",
  }),
} satisfies Record<string, Action>;

type PolicyAction = keyof typeof policyFaultActions;

/** Each save against faults of every kind between them: statuses, no answer, offline. */
export const policyFaultCases: [PolicyAction, FaultName[]][] = [
  ["otpPolicySave", ["timeout", "401 without body"]],
  ["webAuthnPolicySave", ["503 without body", "connection reset"]],
  ["webAuthnPasswordlessPolicySave", ["offline", "500 without body"]],
  ["cibaPolicySave", ["503 with message", "connection failed"]],
];
