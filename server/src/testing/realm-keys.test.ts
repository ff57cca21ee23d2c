import { createPrivateKey, X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testRealmKeyProviders } from "./realm-keys";

describe("testRealmKeyProviders", () => {
  it("gives the default providers, the RSA ones with one key and its certificate", () => {
    const providers = testRealmKeyProviders() as {
      name: string;
      providerId: string;
      config: Record<string, string[]>;
    }[];
    expect(providers.map((provider) => provider.name)).toEqual([
      "rsa-generated",
      "rsa-enc-generated",
      "hmac-generated-hs512",
      "aes-generated",
    ]);
    const [signing, encryption] = providers;
    const privateKey = createPrivateKey({
      key: Buffer.from(signing?.config.privateKey?.[0] ?? "", "base64"),
      format: "der",
      type: "pkcs8",
    });
    const certificate = new X509Certificate(
      Buffer.from(signing?.config.certificate?.[0] ?? "", "base64"),
    );
    expect(certificate.checkPrivateKey(privateKey)).toBe(true);
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(encryption?.config.privateKey).toEqual(signing?.config.privateKey);
    expect(encryption?.config.algorithm).toEqual(["RSA-OAEP"]);
    // Made once: every realm of the process gets the same key.
    expect(testRealmKeyProviders()).toEqual(providers);
  });
});
