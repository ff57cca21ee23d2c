import { describe, expect, it } from "vitest";
import { clientTabsShown } from "./client-tabs-shown";

const viewer = { canView: true, permissions: false, authorization: true };

describe("clientTabsShown", () => {
  it("gives a confidential OpenID Connect client with a service account every tab but permissions", () => {
    expect(
      clientTabsShown(
        { protocol: "openid-connect", publicClient: false, serviceAccountsEnabled: true },
        viewer,
      ),
    ).toEqual({
      keys: true,
      credentials: true,
      roles: true,
      clientScopes: true,
      authorization: false,
      serviceAccount: true,
      sessions: true,
      permissions: false,
      advanced: true,
    });
  });

  it("gives a public client neither keys nor credentials nor a service account", () => {
    expect(
      clientTabsShown(
        { protocol: "openid-connect", publicClient: true, serviceAccountsEnabled: true },
        viewer,
      ),
    ).toMatchObject({ keys: false, credentials: false, serviceAccount: false, clientScopes: true });
  });

  it("gives a bearer-only client credentials but no keys and no client scopes", () => {
    expect(
      clientTabsShown(
        { protocol: "openid-connect", publicClient: false, bearerOnly: true },
        viewer,
      ),
    ).toMatchObject({ keys: false, credentials: true, clientScopes: false });
  });

  it("gives a SAML client keys but no credentials", () => {
    expect(clientTabsShown({ protocol: "saml" }, viewer)).toMatchObject({
      keys: true,
      credentials: false,
      serviceAccount: false,
      clientScopes: true,
    });
  });

  it("gives the realm's management client only its roles", () => {
    expect(clientTabsShown({ clientId: "realm-management", bearerOnly: true }, viewer)).toEqual({
      keys: false,
      credentials: false,
      roles: true,
      clientScopes: false,
      authorization: false,
      serviceAccount: false,
      sessions: false,
      permissions: false,
      advanced: false,
    });
  });

  it("shows nothing but the settings to an administrator who may not view the client", () => {
    const shown = clientTabsShown(
      { protocol: "openid-connect", publicClient: false, serviceAccountsEnabled: true },
      { canView: false, permissions: false, authorization: false },
    );
    expect(Object.values(shown).every((tab) => !tab)).toBe(true);
  });

  it("shows permissions where fine-grained permissions v1 run and may be read", () => {
    expect(
      clientTabsShown(
        { protocol: "openid-connect" },
        { canView: true, permissions: true, authorization: false },
      ).permissions,
    ).toBe(true);
  });

  it("shows authorization where the client has it on and the administrator may read it", () => {
    const client = { protocol: "openid-connect", authorizationServicesEnabled: true };
    expect(clientTabsShown(client, viewer).authorization).toBe(true);
    expect(clientTabsShown(client, { ...viewer, authorization: false }).authorization).toBe(false);
    expect(clientTabsShown({ protocol: "openid-connect" }, viewer).authorization).toBe(false);
  });
});
