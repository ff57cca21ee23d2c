import { describe, expect, it } from "vitest";
import type { LoadedClient } from "../api/client-query";
import {
  attributeTime,
  clientWithCredentials,
  credentialsFormValues,
  rotatedSecretOf,
} from "./credentials-form-state";

const client = (overrides: Partial<LoadedClient> = {}): LoadedClient => ({
  id: "c-1",
  clientId: "billing",
  ...overrides,
});

describe("credentials form state", () => {
  it("reads the authenticator and its settings, defaulting to the client secret", () => {
    expect(credentialsFormValues(client())).toEqual({
      clientAuthenticatorType: "client-secret",
      signingAlgorithm: "",
      x509SubjectDn: "",
      x509AllowRegex: false,
    });
    expect(
      credentialsFormValues(
        client({
          clientAuthenticatorType: "client-x509",
          attributes: {
            "x509.subjectdn": "CN=billing",
            "x509.allow.regex.pattern.comparison": "true",
            "token.endpoint.auth.signing.alg": "RS256",
          },
        }),
      ),
    ).toEqual({
      clientAuthenticatorType: "client-x509",
      signingAlgorithm: "RS256",
      x509SubjectDn: "CN=billing",
      x509AllowRegex: true,
    });
  });

  it("writes only the chosen authenticator's settings, keeping every other attribute", () => {
    const loaded = client({ attributes: { other: "kept", "x509.subjectdn": "CN=old" } });
    const values = {
      clientAuthenticatorType: "client-jwt",
      signingAlgorithm: "ES256",
      x509SubjectDn: "CN=typed",
      x509AllowRegex: true,
    };
    expect(clientWithCredentials(loaded, values)).toEqual({
      ...loaded,
      clientAuthenticatorType: "client-jwt",
      attributes: {
        other: "kept",
        "x509.subjectdn": "CN=old",
        "token.endpoint.auth.signing.alg": "ES256",
      },
    });
    expect(
      clientWithCredentials(loaded, {
        ...values,
        clientAuthenticatorType: "client-x509",
        x509SubjectDn: " CN=new ",
      }).attributes,
    ).toEqual({
      other: "kept",
      "x509.subjectdn": "CN=new",
      "x509.allow.regex.pattern.comparison": "true",
    });
  });

  it("reads the rotated secret and the server's times in seconds", () => {
    const rotating = client({
      attributes: {
        "client.secret.rotated": "old",
        "client.secret.rotated.expiration.time": "1700000000",
        "client.secret.expiration.time": "not a time",
      },
    });
    expect(rotatedSecretOf(rotating)).toBe("old");
    expect(attributeTime(rotating, "client.secret.rotated.expiration.time")).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(attributeTime(rotating, "client.secret.expiration.time")).toBeUndefined();
    expect(attributeTime(client(), "client.secret.expiration.time")).toBeUndefined();
    expect(rotatedSecretOf(client())).toBe("");
  });
});
