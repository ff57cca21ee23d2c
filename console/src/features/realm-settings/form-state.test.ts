import { describe, expect, it } from "vitest";
import {
  emailFormValues,
  generalFormValues,
  isPort,
  smtpServerFrom,
  generalRealmChanges,
  sessionsFormValues,
  sessionsRealmChanges,
  tokensFormValues,
  tokensRealmChanges,
  unmanagedPolicyChoice,
} from "./form-state";
import { testRealm } from "./realm-settings-test-server";

describe("general form state", () => {
  it("reads names, frontend URL, SSL, ACR mapping, switches and the profile policy", () => {
    const values = generalFormValues(
      {
        ...testRealm(),
        displayNameHtml: "<b>Acme</b>",
        sslRequired: "all",
        userManagedAccessAllowed: true,
        organizationsEnabled: true,
        attributes: {
          frontendUrl: "https://id.acme.test",
          "acr.loa.map": '{"gold":2,"silver":"1"}',
        },
      },
      "ADMIN_VIEW",
    );
    expect(values).toEqual({
      displayName: "Acme",
      displayNameHtml: "<b>Acme</b>",
      frontendUrl: "https://id.acme.test",
      sslRequired: "all",
      acrLoaMap: [
        { key: "gold", value: "2" },
        { key: "silver", value: "1" },
      ],
      userManagedAccessAllowed: true,
      organizationsEnabled: true,
      adminPermissionsEnabled: false,
      verifiableCredentialsEnabled: false,
      unmanagedAttributePolicy: "ADMIN_VIEW",
    });
  });

  it("fills what the realm leaves out with the server's defaults", () => {
    const values = generalFormValues({ realm: "bare" }, undefined);
    expect(values).toMatchObject({
      displayName: "",
      frontendUrl: "",
      sslRequired: "external",
      acrLoaMap: [],
      unmanagedAttributePolicy: "DISABLED",
    });
  });

  it("writes the changes back, keeping attributes it does not edit", () => {
    const realm = { ...testRealm(), attributes: { cibaInterval: "5", "acr.loa.map": '{"a":1}' } };
    const values = {
      ...generalFormValues(realm, undefined),
      displayName: "Acme Inc",
      frontendUrl: " https://id.acme.test ",
      acrLoaMap: [{ key: "gold", value: "3" }],
    };
    expect(generalRealmChanges(values, realm)).toMatchObject({
      displayName: "Acme Inc",
      sslRequired: "external",
      attributes: {
        cibaInterval: "5",
        frontendUrl: "https://id.acme.test",
        "acr.loa.map": '{"gold":3}',
      },
    });
  });

  it("clears a removed mapping and frontend URL", () => {
    const realm = {
      ...testRealm(),
      attributes: { frontendUrl: "https://x.test", "acr.loa.map": '{"a":1}' },
    };
    const values = { ...generalFormValues(realm, undefined), frontendUrl: "", acrLoaMap: [] };
    expect(generalRealmChanges(values, realm).attributes).toEqual({
      frontendUrl: null,
      "acr.loa.map": null,
    });
  });

  it("takes only the policies the server knows", () => {
    expect(unmanagedPolicyChoice("ENABLED")).toBe("ENABLED");
    expect(unmanagedPolicyChoice("SOMETHING")).toBe("DISABLED");
  });
});

describe("sessions form state", () => {
  it("reads every duration in seconds and the offline limit switch", () => {
    expect(sessionsFormValues(testRealm())).toEqual({
      ssoSessionIdleTimeout: 1800,
      ssoSessionMaxLifespan: 36_000,
      ssoSessionIdleTimeoutRememberMe: 0,
      ssoSessionMaxLifespanRememberMe: 0,
      clientSessionIdleTimeout: 0,
      clientSessionMaxLifespan: 0,
      offlineSessionIdleTimeout: 2_592_000,
      offlineSessionMaxLifespanEnabled: false,
      offlineSessionMaxLifespan: 5_184_000,
      accessCodeLifespanLogin: 1800,
      accessCodeLifespanUserAction: 300,
    });
  });

  it("reads a duration the realm leaves out as empty", () => {
    expect(sessionsFormValues({ realm: "bare" }).ssoSessionIdleTimeout).toBeNull();
  });

  it("writes the durations back and leaves out empty ones", () => {
    const values = {
      ...sessionsFormValues(testRealm()),
      ssoSessionIdleTimeout: 7200,
      clientSessionMaxLifespan: null,
      offlineSessionMaxLifespanEnabled: true,
    };
    const changes = sessionsRealmChanges(values);
    expect(changes).toMatchObject({
      ssoSessionIdleTimeout: 7200,
      offlineSessionMaxLifespanEnabled: true,
      accessCodeLifespanUserAction: 300,
    });
    expect(changes).not.toHaveProperty("clientSessionMaxLifespan");
  });
});

describe("tokens form state", () => {
  const realm = {
    ...testRealm(),
    attributes: {
      shortVerificationUri: "https://acme.test/d",
      "actionTokenGeneratedByUserLifespan.execute-actions": "86400",
      "actionTokenGeneratedByUserLifespan.verify-email": "soon",
    },
  };

  it("reads lifespans, the device flow, refresh token reuse and per-action lifespans", () => {
    expect(tokensFormValues(realm)).toEqual({
      defaultSignatureAlgorithm: "RS256",
      oauth2DeviceCodeLifespan: 600,
      oauth2DevicePollingInterval: 5,
      shortVerificationUri: "https://acme.test/d",
      revokeRefreshToken: false,
      refreshTokenMaxReuse: 0,
      accessTokenLifespan: 300,
      accessTokenLifespanForImplicitFlow: 900,
      accessCodeLifespan: 60,
      actionTokenGeneratedByUserLifespan: 300,
      actionTokenGeneratedByAdminLifespan: 43_200,
      actionLifespans: {
        "verify-email": null,
        "idp-verify-account-via-email": null,
        "reset-credentials": null,
        "execute-actions": 86_400,
      },
    });
  });

  it("writes per-action lifespans as attributes, empty ones as empty text", () => {
    const values = {
      ...tokensFormValues(realm),
      accessTokenLifespan: 600,
      revokeRefreshToken: true,
      refreshTokenMaxReuse: 2,
      actionLifespans: {
        "verify-email": 3600,
        "idp-verify-account-via-email": null,
        "reset-credentials": null,
        "execute-actions": null,
      },
    };
    expect(tokensRealmChanges(values, realm)).toMatchObject({
      accessTokenLifespan: 600,
      revokeRefreshToken: true,
      refreshTokenMaxReuse: 2,
      attributes: {
        shortVerificationUri: "https://acme.test/d",
        "actionTokenGeneratedByUserLifespan.verify-email": "3600",
        "actionTokenGeneratedByUserLifespan.execute-actions": null,
      },
    });
  });
});

describe("e-mail form state", () => {
  const realm = {
    ...testRealm(),
    smtpServer: {
      from: "noreply@acme.test",
      host: "smtp.acme.test",
      ssl: "true",
      auth: "true",
      user: "mailer",
      password: "**********",
      connectionTimeout: "5000",
    },
  };

  it("reads the SMTP settings, switches from their text", () => {
    expect(emailFormValues(realm)).toEqual({
      from: "noreply@acme.test",
      fromDisplayName: "",
      replyTo: "",
      replyToDisplayName: "",
      envelopeFrom: "",
      host: "smtp.acme.test",
      port: "",
      ssl: true,
      starttls: false,
      auth: true,
      user: "mailer",
      password: "**********",
    });
  });

  it("writes them back, leaving out empty fields and, without authentication, the credentials", () => {
    const values = { ...emailFormValues(realm), auth: false, replyTo: " help@acme.test " };
    expect(smtpServerFrom(values, realm)).toEqual({
      connectionTimeout: "5000",
      from: "noreply@acme.test",
      replyTo: "help@acme.test",
      host: "smtp.acme.test",
      ssl: "true",
      starttls: "false",
      auth: "false",
    });
  });

  it("sends the masked password back unchanged, which keeps the stored one", () => {
    expect(smtpServerFrom(emailFormValues(realm), realm)["password"]).toBe("**********");
  });

  it("accepts ports from 1 to 65535", () => {
    expect(isPort("587")).toBe(true);
    expect(isPort("0")).toBe(false);
    expect(isPort("65536")).toBe(false);
    expect(isPort("25a")).toBe(false);
  });
});
