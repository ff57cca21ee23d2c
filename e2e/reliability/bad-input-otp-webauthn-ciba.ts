import { openPolicy } from "../authentication/otp-policy-helpers";
import { storedRealm } from "../realm-settings/realm-settings-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The OTP, WebAuthn and CIBA policies of the authentication page. The server stores any number
 * and any text in these fields, so the console is the one to refuse: numbers out of the range the
 * policy works with, entries that are not AAGUIDs, and origins that are not http(s) origins.
 */

const aaguid = "cb69481e-8ff7-4039-93ec-0a2729a154a8";

const attribute = (realm: Record<string, unknown>, name: string) =>
  (realm["attributes"] as Record<string, string> | undefined)?.[name];

export const policyForms = {
  "OTP policy": {
    submit: "Save",
    good: () => ({ "Look around window": "2", "OTP token period": "45" }),
    open: async (page, realm) => {
      await openPolicy(page, realm, "OTP policy");
      return {
        stored: async () => {
          const stored = await storedRealm(realm);
          return {
            "Look around window": String(stored["otpPolicyLookAheadWindow"]),
            "OTP token period": String(stored["otpPolicyPeriod"]),
          };
        },
      };
    },
  },
  "CIBA policy": {
    submit: "Save",
    good: () => ({ "Expires in": "300", Interval: "10" }),
    open: async (page, realm) => {
      await openPolicy(page, realm, "CIBA policy");
      return {
        stored: async () => {
          const stored = await storedRealm(realm);
          return {
            "Expires in": attribute(stored, "cibaExpiresIn"),
            Interval: attribute(stored, "cibaInterval"),
          };
        },
      };
    },
  },
  "WebAuthn policy": {
    submit: "Save",
    good: () => ({
      "Relying party entity name": "Example sign-in",
      Timeout: "60",
      "Acceptable AAGUIDs, value 1": aaguid,
      "Extra origins, value 1": "https://app.example.org",
    }),
    open: async (page, realm) => {
      await openPolicy(page, realm, "WebAuthn policy");
      return {
        stored: async () => {
          const stored = await storedRealm(realm);
          return {
            "Relying party entity name": stored["webAuthnPolicyRpEntityName"],
            Timeout: String(stored["webAuthnPolicyCreateTimeout"]),
            "Acceptable AAGUIDs, value 1": (
              stored["webAuthnPolicyAcceptableAaguids"] as string[]
            )[0],
            "Extra origins, value 1": (stored["webAuthnPolicyExtraOrigins"] as string[])[0],
          };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

type PolicyForm = keyof typeof policyForms;

const row = (form: PolicyForm, field: string, value: string, message: string | RegExp) =>
  ({ form, field, value, message, by: "console" }) satisfies BadInput;

/** The messages go on to say how to write the value; the rows check how they open. */
const notOrigin = (value: string) => new RegExp(`^"${value}" is not an origin: `);

export const policyInputs: BadInput[] = [
  row("OTP policy", "OTP token period", "500", "Enter 120 or less."),
  row("OTP policy", "OTP token period", "0", "Enter 1 or more."),
  row("OTP policy", "Look around window", "11", "Enter 10 or less."),
  row("CIBA policy", "Expires in", "5", "Enter 10 or more."),
  row("CIBA policy", "Expires in", "601", "Enter 600 or less."),
  row("CIBA policy", "Interval", "601", "Enter 600 or less."),
  row("WebAuthn policy", "Relying party entity name", "", "This field is required."),
  row(
    "WebAuthn policy",
    "Relying party entity name",
    "x".repeat(256),
    "Enter at most 255 characters.",
  ),
  row("WebAuthn policy", "Timeout", "40000", /Enter 31.?536 or less\./),
  row("WebAuthn policy", "Acceptable AAGUIDs, value 1", "1234", /^"1234" is not an AAGUID: /),
  row("WebAuthn policy", "Extra origins, value 1", "not a url", notOrigin("not a url")),
  row(
    "WebAuthn policy",
    "Extra origins, value 1",
    "https://app.example.org/sign-in",
    notOrigin("https://app.example.org/sign-in"),
  ),
];
