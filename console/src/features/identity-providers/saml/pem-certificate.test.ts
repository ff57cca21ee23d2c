import { describe, expect, it } from "vitest";
import { certificateInPem } from "./pem-certificate";

// A DER SEQUENCE's first bytes (0x30 0x82 …), as the start of a real certificate's base64.
const body = "MIIBszCCAVmgAwIBAgIUZ1Y3ZQ==";
const pem = (text: string) => `-----BEGIN CERTIFICATE-----\n${text}\n-----END CERTIFICATE-----\n`;

describe("certificateInPem", () => {
  it("reads the base64 body of the file's certificate, without line breaks", () => {
    expect(certificateInPem(pem(`${body.slice(0, 12)}\n${body.slice(12)}`))).toBe(body);
  });

  it("takes the first of several and ignores text around them", () => {
    const other = "MIIBAAAAAA==";
    expect(certificateInPem(`Subject: partner\n${pem(body)}${pem(other)}`)).toBe(body);
  });

  it("finds none in a file without a certificate block or with a damaged one", () => {
    expect(certificateInPem("-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----")).toBe(
      undefined,
    );
    expect(certificateInPem(pem("not base64!"))).toBeUndefined();
    expect(certificateInPem(pem("AAAA"))).toBeUndefined();
    expect(certificateInPem("")).toBeUndefined();
  });
});
