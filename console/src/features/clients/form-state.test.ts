import type { ClientRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import {
  attributeField,
  clientAttributes,
  clientFormValues,
  clientFrom,
  newClientFormValues,
  newClientFrom,
  refusedUri,
  type ClientFormValues,
} from "./form-state";

/** A value of each attribute the settings touch that differs from what the server assumes. */
const storedAttributes: Record<string, string> = {
  "post.logout.redirect.uris": "https://app.example/bye##https://app.example/again",
  "oauth2.device.authorization.grant.enabled": "true",
  "oidc.ciba.grant.enabled": "true",
  "standard.token.exchange.enabled": "true",
  "dpop.bound.access.tokens": "true",
  "pkce.code.challenge.method": "S256",
  login_theme: "keycloak.v2",
  "display.on.consent.screen": "false",
  "consent.screen.text": "Example wants your e-mail",
  "frontchannel.logout.url": "https://app.example/front",
  "frontchannel.logout.session.required": "false",
  "backchannel.logout.url": "https://app.example/back",
  "backchannel.logout.session.required": "true",
  "backchannel.logout.revoke.offline.tokens": "true",
  saml_name_id_format: "email",
  saml_force_name_id_format: "true",
  "saml.force.post.binding": "true",
  "saml.artifact.binding": "true",
  "saml.authnstatement": "true",
  "saml.onetimeuse.condition": "true",
  "saml.server.signature.keyinfo.ext": "true",
  "saml.allow.ecp.flow": "true",
  "saml.server.signature": "true",
  "saml.assertion.signature": "true",
  "saml.signature.algorithm": "RSA_SHA512",
  "saml.server.signature.keyinfo.xmlSigKeyInfoKeyNameTransformer": "CERT_SUBJECT",
  saml_signature_canonicalization_method: "http://www.w3.org/2001/10/xml-exc-c14n#",
  "saml.encrypt": "true",
  "saml.encryption.algorithm": "http://www.w3.org/2009/xmlenc11#aes256-gcm",
  "saml.encryption.keyAlgorithm": "http://www.w3.org/2009/xmlenc11#rsa-oaep",
  "saml.encryption.digestMethod": "http://www.w3.org/2001/04/xmlenc#sha256",
  saml_idp_initiated_sso_url_name: "portal",
  saml_idp_initiated_sso_relay_state: "/start",
  saml_single_logout_service_url_post: "https://sp.example/slo/post",
  saml_single_logout_service_url_redirect: "https://sp.example/slo/redirect",
  saml_single_logout_service_url_artifact: "https://sp.example/slo/artifact",
  saml_single_logout_service_url_soap: "https://sp.example/slo/soap",
};

const stored: ClientRepresentation & { id: string; attributes: Record<string, string> } = {
  id: "c1",
  clientId: "shop",
  name: "Shop",
  description: "The web shop",
  protocol: "openid-connect",
  alwaysDisplayInConsole: true,
  rootUrl: "https://shop.example",
  baseUrl: "/home",
  adminUrl: "https://shop.example/admin",
  redirectUris: ["/callback", "https://shop.example/*"],
  webOrigins: ["+"],
  publicClient: false,
  authorizationServicesEnabled: true,
  standardFlowEnabled: true,
  directAccessGrantsEnabled: true,
  implicitFlowEnabled: true,
  serviceAccountsEnabled: true,
  consentRequired: true,
  frontchannelLogout: true,
  attributes: { ...storedAttributes, "client.secret.creation.time": "1700000000" },
  protocolMappers: [{ name: "locale" }],
  defaultClientScopes: ["profile"],
};

function edit(values: ClientFormValues, changes: Partial<ClientFormValues>): ClientFormValues {
  return { ...values, ...changes, attributes: { ...values.attributes, ...changes.attributes } };
}

describe("client form state", () => {
  it("saves every field and attribute it shows unchanged when nothing was edited", () => {
    expect(clientFrom(clientFormValues(stored), stored)).toEqual(stored);
  });

  it("covers every attribute the settings edit", () => {
    expect(Object.keys(storedAttributes).sort()).toEqual(Object.keys(clientAttributes).sort());
  });

  it("holds switches as booleans, lists as lists and the rest as text, under encoded names", () => {
    const values = clientFormValues(stored);
    const at = (name: string) => values.attributes[name.slice("attributes.".length)];
    expect(at(attributeField("saml.force.post.binding"))).toBe(true);
    expect(at(attributeField("display.on.consent.screen"))).toBe(false);
    expect(at(attributeField("post.logout.redirect.uris"))).toEqual([
      "https://app.example/bye",
      "https://app.example/again",
    ]);
    expect(at(attributeField("pkce.code.challenge.method"))).toBe("S256");
    expect(attributeField("frontchannel.logout.url")).toBe(
      "attributes.frontchannel%2Elogout%2Eurl",
    );
    expect(values.clientAuthentication).toBe(true);
  });

  it("writes edited values back into the attributes the server stores", () => {
    const values = clientFormValues(stored);
    const key = (name: Parameters<typeof attributeField>[0]) =>
      attributeField(name).slice("attributes.".length);
    const saved = clientFrom(
      edit(values, {
        description: "  The new shop  ",
        redirectUris: ["https://shop.example/cb", ""],
        attributes: {
          [key("post.logout.redirect.uris")]: ["https://a.example", " ", "https://b.example"],
          [key("saml.allow.ecp.flow")]: false,
          [key("consent.screen.text")]: " Hello ",
        },
      }),
      stored,
    );
    expect(saved.description).toBe("The new shop");
    expect(saved.redirectUris).toEqual(["https://shop.example/cb"]);
    expect(saved.attributes["post.logout.redirect.uris"]).toBe(
      "https://a.example##https://b.example",
    );
    expect(saved.attributes["saml.allow.ecp.flow"]).toBe("false");
    expect(saved.attributes["consent.screen.text"]).toBe("Hello");
    expect(saved.attributes["client.secret.creation.time"]).toBe("1700000000");
    expect(saved.protocolMappers).toEqual([{ name: "locale" }]);
  });

  it("adds no attribute the client lacked while it keeps the value the server assumes", () => {
    const bare = { id: "c2", clientId: "bare", attributes: {} };
    expect(clientFrom(clientFormValues(bare), bare).attributes).toEqual({});
  });

  it("takes the service account and authorization from a public client", () => {
    const values = edit(clientFormValues(stored), { clientAuthentication: false });
    const saved = clientFrom(values, stored);
    expect(saved).toMatchObject({
      publicClient: true,
      serviceAccountsEnabled: false,
      authorizationServicesEnabled: false,
    });
  });

  it("gives authorization its service account", () => {
    const values = edit(clientFormValues(stored), {
      serviceAccountsEnabled: false,
      authorizationServicesEnabled: true,
    });
    expect(clientFrom(values, stored).serviceAccountsEnabled).toBe(true);
  });

  it("starts a new OpenID Connect client with the standard flow and a new SAML client signed", () => {
    expect(newClientFrom({ ...newClientFormValues(), clientId: " app " })).toMatchObject({
      clientId: "app",
      protocol: "openid-connect",
      publicClient: true,
      standardFlowEnabled: true,
      directAccessGrantsEnabled: true,
      attributes: { "backchannel.logout.session.required": "true" },
    });
    expect(newClientFrom(newClientFormValues("saml"))).toMatchObject({
      protocol: "saml",
      directAccessGrantsEnabled: false,
      attributes: { "saml.server.signature": "true", "saml.authnstatement": "true" },
    });
  });
});

describe("refusedUri", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "  data:text/html,<b>x</b>",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
  ])("refuses %j", (uri) => {
    expect(refusedUri(["https://ok.example", uri])).toBe(uri);
  });

  it.each(["https://app.example/*", "/relative", "+", "myapp://callback", "https://x/javascript:"])(
    "accepts %j",
    (uri) => {
      expect(refusedUri(uri)).toBeUndefined();
    },
  );
});
