import { describe, expect, it } from "vitest";
import { otpFormValues, otpRealmChanges } from "./otp-policy-state";

describe("OTP policy form state", () => {
  it("reads the realm's policy, the digits as a choice", () => {
    const values = otpFormValues({
      otpPolicyType: "hotp",
      otpPolicyAlgorithm: "HmacSHA512",
      otpPolicyDigits: 8,
      otpPolicyLookAheadWindow: 3,
      otpPolicyPeriod: 60,
      otpPolicyInitialCounter: 7,
      otpPolicyCodeReusable: true,
    });
    expect(values).toEqual({
      otpPolicyType: "hotp",
      otpPolicyAlgorithm: "HmacSHA512",
      otpPolicyDigits: "8",
      otpPolicyLookAheadWindow: 3,
      otpPolicyPeriod: 60,
      otpPolicyInitialCounter: 7,
      otpPolicyCodeReusable: true,
    });
  });

  it("falls back to the server's defaults for missing fields and an unknown type", () => {
    expect(otpFormValues({ otpPolicyType: "something" })).toMatchObject({
      otpPolicyType: "totp",
      otpPolicyAlgorithm: "HmacSHA1",
      otpPolicyDigits: "6",
      otpPolicyPeriod: 30,
      otpPolicyInitialCounter: 0,
    });
  });

  it("sends the digits as a number and keeps the other type's field", () => {
    const changes = otpRealmChanges({
      ...otpFormValues({ otpPolicyInitialCounter: 4 }),
      otpPolicyDigits: "8",
    });
    expect(changes.otpPolicyDigits).toBe(8);
    expect(changes.otpPolicyInitialCounter).toBe(4);
    expect(changes.otpPolicyType).toBe("totp");
  });
});
