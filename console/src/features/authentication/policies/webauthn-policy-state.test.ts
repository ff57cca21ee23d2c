import { describe, expect, it } from "vitest";
import {
  firstBadAaguid,
  firstBadOrigin,
  isWebOrigin,
  usesLegacyResidentKey,
  webAuthnFormValues,
  webAuthnRealmChanges,
} from "./webauthn-policy-state";

const realm = {
  webAuthnPolicyRpEntityName: "second factor",
  webAuthnPolicySignatureAlgorithms: ["ES256"],
  webAuthnPolicyCreateTimeout: 30,
  webAuthnPolicyExtraOrigins: ["https://app.example.org"],
  webAuthnPolicyPasswordlessRpEntityName: "passwordless",
  webAuthnPolicyPasswordlessResidentKey: "required",
  webAuthnPolicyPasswordlessPasskeysEnabled: true,
};

describe("WebAuthn policy form state", () => {
  it("reads the fields of the policy asked for", () => {
    expect(webAuthnFormValues(realm, false)).toMatchObject({
      rpEntityName: "second factor",
      signatureAlgorithms: ["ES256"],
      createTimeout: 30,
      residentKey: "not specified",
      extraOrigins: ["https://app.example.org"],
      passkeysEnabled: false,
    });
    expect(webAuthnFormValues(realm, true)).toMatchObject({
      rpEntityName: "passwordless",
      residentKey: "required",
      createTimeout: 0,
      extraOrigins: [],
      passkeysEnabled: true,
    });
  });

  it("writes only its own policy's fields, dropping empty list entries", () => {
    const values = {
      ...webAuthnFormValues(realm, true),
      acceptableAaguids: [" cb69481e-8ff7-4039-93ec-0a2729a154a8 ", ""],
      passkeysEnabled: false,
    };
    const changes = webAuthnRealmChanges(values, true);
    expect(changes).toMatchObject({
      webAuthnPolicyPasswordlessRpEntityName: "passwordless",
      webAuthnPolicyPasswordlessAcceptableAaguids: ["cb69481e-8ff7-4039-93ec-0a2729a154a8"],
      webAuthnPolicyPasswordlessPasskeysEnabled: false,
    });
    expect(Object.keys(changes).some((key) => key.startsWith("webAuthnPolicyRp"))).toBe(false);
    expect(webAuthnRealmChanges(webAuthnFormValues(realm, false), false)).not.toHaveProperty(
      "webAuthnPolicyPasswordlessPasskeysEnabled",
    );
  });

  it("keeps to the resident key field a release before 26.5 knows", () => {
    const older = { webAuthnPolicyRequireResidentKey: "Yes", webAuthnPolicyRpEntityName: "k" };
    expect(usesLegacyResidentKey(older, false)).toBe(true);
    expect(usesLegacyResidentKey({ ...older, webAuthnPolicyResidentKey: "required" }, false)).toBe(
      false,
    );
    const values = webAuthnFormValues(older, false);
    expect(values.residentKey).toBe("Yes");
    const changes = webAuthnRealmChanges({ ...values, residentKey: "No" }, false, true);
    expect(changes).toMatchObject({ webAuthnPolicyRequireResidentKey: "No" });
    expect(changes).not.toHaveProperty("webAuthnPolicyResidentKey");
  });

  it("accepts origins without a path and refuses the rest", () => {
    expect(isWebOrigin("https://app.example.org")).toBe(true);
    expect(isWebOrigin("http://localhost:3000")).toBe(true);
    expect(isWebOrigin("https://app.example.org/path")).toBe(false);
    expect(isWebOrigin("ftp://files.example.org")).toBe(false);
    expect(isWebOrigin("not a url")).toBe(false);
    expect(firstBadOrigin(["https://a.example.org", "", "app.example.org"])).toBe(
      "app.example.org",
    );
    expect(firstBadOrigin(["", "https://a.example.org"])).toBeUndefined();
  });

  it("finds the first entry that is not an AAGUID", () => {
    expect(firstBadAaguid(["CB69481E-8FF7-4039-93EC-0A2729A154A8", ""])).toBeUndefined();
    expect(firstBadAaguid(["cb69481e", "x"])).toBe("cb69481e");
  });
});
