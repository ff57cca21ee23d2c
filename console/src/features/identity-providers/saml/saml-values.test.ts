import { describe, expect, it } from "vitest";
import { certificateBody, certificateListCodec, hasEmptyEntry, jsonListCodec } from "./saml-values";

describe("SAML config values", () => {
  it("reads and writes the comma-separated certificates, keeping an input just added", () => {
    expect(certificateListCodec.read("MIIA,MIIB")).toEqual(["MIIA", "MIIB"]);
    expect(certificateListCodec.read(undefined)).toEqual([]);
    expect(certificateListCodec.write(["MIIA", ""])).toBe("MIIA,");
    expect(certificateListCodec.read("MIIA,")).toEqual(["MIIA", ""]);
    expect(certificateListCodec.write([""])).toBe("");
  });

  it("reads the AuthnContext references from their JSON text and tolerates broken text", () => {
    expect(jsonListCodec.read('["urn:a","urn:b"]')).toEqual(["urn:a", "urn:b"]);
    expect(jsonListCodec.read("not json")).toEqual([]);
    expect(jsonListCodec.read('{"a":1}')).toEqual([]);
    expect(jsonListCodec.write(["urn:a", ""])).toBe('["urn:a",""]');
    expect(jsonListCodec.write([])).toBe("");
  });

  it("keeps only the base64 body of a PEM certificate", () => {
    const pem = "-----BEGIN CERTIFICATE-----\nMIIB\nabc=\n-----END CERTIFICATE-----\n";
    expect(certificateBody(pem)).toBe("MIIBabc=");
  });

  it("finds an empty entry among several, but not a single empty input", () => {
    expect(hasEmptyEntry(["a", " "])).toBe(true);
    expect(hasEmptyEntry([""])).toBe(false);
    expect(hasEmptyEntry(["a", "b"])).toBe(false);
  });
});
