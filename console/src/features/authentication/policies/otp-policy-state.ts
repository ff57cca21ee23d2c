import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { RealmChanges } from "@/shared/realm-form/realm-changes";

/** Time-based codes change every period; counter-based codes change each time one is used. */
export const otpTypes = ["totp", "hotp"] as const;
export type OtpType = (typeof otpTypes)[number];

/** The hash algorithms the server offers for codes, as it names them. */
export const otpAlgorithms = ["HmacSHA1", "HmacSHA256", "HmacSHA512"] as const;

/** Authenticator apps show codes of six or eight digits. */
export const otpDigitChoices = ["6", "8"] as const;

/** Bounds the form holds the numbers to; a code valid much longer than two minutes is guessable. */
export const otpBounds = {
  lookAheadWindow: { min: 0, max: 10 },
  period: { min: 1, max: 120 },
  initialCounter: { min: 0, max: 2_147_483_647 },
} as const;

export interface OtpFormValues {
  otpPolicyType: OtpType;
  otpPolicyAlgorithm: string;
  /** Kept as text: the choice is made with a radio group. */
  otpPolicyDigits: string;
  otpPolicyLookAheadWindow: number;
  otpPolicyPeriod: number;
  otpPolicyInitialCounter: number;
  otpPolicyCodeReusable: boolean;
}

/** The OTP policy form's values from the realm, with the server's defaults for missing fields. */
export function otpFormValues(realm: RealmRepresentation): OtpFormValues {
  return {
    otpPolicyType: realm.otpPolicyType === "hotp" ? "hotp" : "totp",
    otpPolicyAlgorithm: realm.otpPolicyAlgorithm ?? "HmacSHA1",
    otpPolicyDigits: String(realm.otpPolicyDigits ?? 6),
    otpPolicyLookAheadWindow: realm.otpPolicyLookAheadWindow ?? 1,
    otpPolicyPeriod: realm.otpPolicyPeriod ?? 30,
    otpPolicyInitialCounter: realm.otpPolicyInitialCounter ?? 0,
    otpPolicyCodeReusable: realm.otpPolicyCodeReusable ?? false,
  };
}

/**
 * What the form changes in the realm. The field of the other type keeps its stored value, so
 * switching the type back and forth loses nothing.
 */
export function otpRealmChanges(values: OtpFormValues): RealmChanges {
  return {
    otpPolicyType: values.otpPolicyType,
    otpPolicyAlgorithm: values.otpPolicyAlgorithm,
    otpPolicyDigits: Number(values.otpPolicyDigits),
    otpPolicyLookAheadWindow: values.otpPolicyLookAheadWindow,
    otpPolicyPeriod: values.otpPolicyPeriod,
    otpPolicyInitialCounter: values.otpPolicyInitialCounter,
    otpPolicyCodeReusable: values.otpPolicyCodeReusable,
  };
}

/**
 * The message key of an authenticator app the server lists as supporting the policy; the server
 * names them by its own message keys. Unknown names are shown as they are.
 */
export const otpApplicationKeys: Readonly<Record<string, string>> = {
  totpAppFreeOTPName: "authentication.policies.otp.apps.freeOtp",
  totpAppGoogleName: "authentication.policies.otp.apps.google",
  totpAppMicrosoftAuthenticatorName: "authentication.policies.otp.apps.microsoft",
};
