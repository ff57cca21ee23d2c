import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../../test/render";
import { passwordPolicyRefusal, policyRules } from "./password-policy-refusal";

const refused = (key: string) => ({ message: key, description: key, status: 400 });

describe("passwordPolicyRefusal", () => {
  it("reads the rules and their values from the realm's policy string", () => {
    expect([...policyRules("length(12) and digits(2) and notUsername(undefined)")]).toEqual([
      ["length", "12"],
      ["digits", "2"],
      ["notUsername", "undefined"],
    ]);
    expect(policyRules(undefined).size).toBe(0);
  });

  it("says what the refused rule asks for, with the realm's value", async () => {
    const { t } = await createTestI18n();
    const policy = "length(12) and digits(2) and notUsername";
    expect(passwordPolicyRefusal(refused("invalidPasswordMinLengthMessage"), policy, t)).toBe(
      "The realm's password policy asks for a length of at least 12.",
    );
    expect(passwordPolicyRefusal(refused("invalidPasswordMinDigitsMessage"), policy, t)).toBe(
      "Digits the realm's password policy asks for: at least 2.",
    );
    expect(passwordPolicyRefusal(refused("invalidPasswordNotUsernameMessage"), policy, t)).toBe(
      "The realm's password policy does not allow the username as the password.",
    );
  });

  it("falls back to a general refusal when the rule or its value is unknown", async () => {
    const { t } = await createTestI18n();
    const general = "The realm's password policy refuses this password.";
    // The realm's policy is hidden from an administrator who may not view the realm.
    expect(passwordPolicyRefusal(refused("invalidPasswordMinLengthMessage"), undefined, t)).toBe(
      general,
    );
    expect(passwordPolicyRefusal(refused("invalidPasswordSomethingNewMessage"), "", t)).toBe(
      general,
    );
  });

  it("leaves other failures alone", async () => {
    const { t } = await createTestI18n();
    expect(passwordPolicyRefusal({ message: "unknown_error", status: 500 }, "", t)).toBe(undefined);
    expect(passwordPolicyRefusal({ message: "Forbidden", status: 403 }, "", t)).toBe(undefined);
  });
});
