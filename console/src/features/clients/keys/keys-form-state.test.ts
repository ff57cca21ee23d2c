import { describe, expect, it } from "vitest";
import type { LoadedClient } from "../api/client-query";
import { keyImportForm } from "../api/keys-import";
import { clientWithOidcKeys, clientWithSwitch, oidcKeysFormValues } from "./keys-form-state";

const client: LoadedClient = {
  id: "c-1",
  clientId: "signer",
  attributes: { other: "kept", "use.jwks.url": "true", "jwks.url": "https://a.test/jwks" },
};

describe("keys form state", () => {
  it("reads and writes the JWKS URL, keeping other attributes", () => {
    expect(oidcKeysFormValues(client)).toEqual({
      useJwksUrl: true,
      jwksUrl: "https://a.test/jwks",
    });
    expect(
      clientWithOidcKeys(client, { useJwksUrl: false, jwksUrl: " https://b.test/jwks " })
        .attributes,
    ).toEqual({
      other: "kept",
      "use.jwks.url": "false",
      "jwks.url": "https://b.test/jwks",
    });
    expect(clientWithSwitch(client, "saml.encrypt", true).attributes?.["saml.encrypt"]).toBe(
      "true",
    );
  });

  it("sends a key store with its alias and passwords, and a PEM text without them", () => {
    const archive = keyImportForm({
      attr: "saml.signing",
      format: "PKCS12",
      file: "bytes",
      keyAlias: "sp",
      storePassword: "store",
      keyPassword: "key",
      withPrivateKey: true,
    });
    expect([...archive.keys()]).toEqual([
      "keystoreFormat",
      "file",
      "keyAlias",
      "storePassword",
      "keyPassword",
    ]);
    expect(archive.get("keyAlias")).toBe("sp");
    const pem = keyImportForm({
      attr: "jwt.credential",
      format: "Certificate PEM",
      file: "PEM",
      keyAlias: "ignored",
      withPrivateKey: false,
    });
    expect([...pem.keys()]).toEqual(["keystoreFormat", "file"]);
  });
});
