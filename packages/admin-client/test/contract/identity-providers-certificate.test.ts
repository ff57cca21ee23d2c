import { describe, expect, it } from "vitest";
import { useThrowawayRealm } from "./realm-fixture.js";

const fixture = useThrowawayRealm("idp-certificate");

function uploadForm(format: string, content: string, fileName: string): FormData {
  const form = new FormData();
  form.append("keystoreFormat", format);
  form.append("file", new Blob([content]), fileName);
  return form;
}

describe("identityProviders: certificate upload", () => {
  it("reads a PEM certificate and answers it with its public key", async () => {
    const realm = fixture.realm;
    // Any X.509 certificate does; the realm's own signing certificate is at hand.
    const { keys = [] } = await fixture.client.realms.getKeys({ realm });
    const certificate = keys.find((key) => key.algorithm === "RS256")?.certificate ?? "";
    expect(certificate).not.toBe("");
    const pem = `-----BEGIN CERTIFICATE-----\n${certificate}\n-----END CERTIFICATE-----\n`;

    const uploaded = await fixture.client.identityProviders.uploadCertificate(
      { realm },
      uploadForm("Certificate PEM", pem, "signing.pem"),
    );
    expect(uploaded.certificate).toBe(certificate);
    expect(uploaded.publicKey).toMatch(/^MII/);
    expect(uploaded.privateKey).toBeUndefined();
    // Nothing was stored: the realm still has no identity provider.
    await expect(fixture.client.identityProviders.find({ realm })).resolves.toEqual([]);
  });

  it("reads a PEM public key as well", async () => {
    const realm = fixture.realm;
    const { keys = [] } = await fixture.client.realms.getKeys({ realm });
    const publicKey = keys.find((key) => key.algorithm === "RS256")?.publicKey ?? "";
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey}\n-----END PUBLIC KEY-----\n`;
    const uploaded = await fixture.client.identityProviders.uploadCertificate(
      { realm },
      uploadForm("Public Key PEM", pem, "signing-key.pem"),
    );
    // A key file comes back as it was sent, PEM armour and all.
    expect(uploaded.publicKey?.replace(/\s/g, "")).toBe(
      `-----BEGINPUBLICKEY-----${publicKey}-----ENDPUBLICKEY-----`,
    );
    expect(uploaded.certificate).toBeUndefined();
  });
});
