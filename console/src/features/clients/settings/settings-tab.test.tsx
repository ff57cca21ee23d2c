import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
} from "../../../../test/console-harness";
import { screen, waitFor } from "../../../../test/render";
import type { LoadedClient } from "../api/client-query";
import {
  clientServerHandlers,
  clientUrl,
  savedClients,
  tabRoute,
  type ClientServer,
} from "../client-tab-test-kit";
import { ClientSettingsTab } from "./settings-tab";

const server = startMswServer();
const route = tabRoute("settings", ClientSettingsTab);

const oidcClient: LoadedClient = {
  id: "c-1",
  clientId: "billing",
  name: "Billing",
  protocol: "openid-connect",
  publicClient: false,
  standardFlowEnabled: true,
  serviceAccountsEnabled: true,
  redirectUris: ["https://billing.example/*"],
  webOrigins: ["+"],
  frontchannelLogout: true,
  attributes: { "custom.setting": "kept", "pkce.code.challenge.method": "" },
};

const samlClient: LoadedClient = {
  id: "c-1",
  clientId: "https://sp.example/metadata",
  protocol: "saml",
  frontchannelLogout: true,
  attributes: {
    saml_name_id_format: "username",
    "saml.force.post.binding": "true",
    "saml.server.signature": "true",
    "saml.signature.algorithm": "RSA_SHA256",
    saml_idp_initiated_sso_url_name: "portal",
  },
};

function useClientServer(client: LoadedClient, rights?: string[]) {
  const state: ClientServer = { client, calls: [] };
  server.use(...clientServerHandlers(state, rights === undefined ? {} : { rights }));
  // Added last, so it answers first: a server with the optional grants switched on.
  server.use(
    http.get(`${serverUrl}/admin/serverinfo`, () =>
      HttpResponse.json({
        ...testServerInfo,
        features: [
          "DEVICE_FLOW",
          "CIBA",
          "AUTHORIZATION",
          "TOKEN_EXCHANGE_STANDARD_V2",
          "DPOP",
        ].map((name) => ({ name, enabled: true })),
        themes: { login: [{ name: "keycloak" }, { name: "brand" }] },
      }),
    ),
  );
  return state;
}

const open = () => renderConsole({ route: "/master/test-settings", extraRoutes: [route] });

describe("ClientSettingsTab", { timeout: 90_000 }, () => {
  it("saves an OpenID Connect client's changes on top of the client as loaded", async () => {
    const state = useClientServer(oidcClient);
    const { user } = await open();
    const description = await screen.findByRole(
      "textbox",
      { name: "Description" },
      { timeout: 20_000 },
    );
    for (const heading of [
      "General settings",
      "Access settings",
      "Capability config",
      "Login settings",
      "Logout settings",
    ]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { name: "SAML capabilities" })).not.toBeInTheDocument();
    await user.type(description, "Invoices");
    await user.click(screen.getByRole("button", { name: "Add a redirect URI" }));
    await user.type(
      screen.getByRole("textbox", { name: "Valid redirect URIs, value 2" }),
      "/callback",
    );
    await user.click(screen.getByRole("switch", { name: "OAuth 2.0 device authorization grant" }));
    await user.click(screen.getByRole("switch", { name: "Require DPoP bound tokens" }));
    const sessionRequired = screen.getByRole("switch", {
      name: "Front-channel logout session required",
    });
    // The server adds the session to front-channel logouts unless told otherwise.
    expect(sessionRequired).toBeChecked();
    await user.click(sessionRequired);
    await user.type(
      screen.getByRole("textbox", { name: "Backchannel logout URL" }),
      "https://billing.example/logout",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The client settings were saved.")).toBeInTheDocument();
    expect(savedClients(state)[0]).toMatchObject({
      clientId: "billing",
      description: "Invoices",
      redirectUris: ["https://billing.example/*", "/callback"],
      webOrigins: ["+"],
      serviceAccountsEnabled: true,
      attributes: {
        "custom.setting": "kept",
        "oauth2.device.authorization.grant.enabled": "true",
        "dpop.bound.access.tokens": "true",
        "frontchannel.logout.session.required": "false",
        "backchannel.logout.url": "https://billing.example/logout",
      },
    });
  });

  it("turns standard token exchange off, and keeps it off, while the client is public", async () => {
    const state = useClientServer({
      ...oidcClient,
      attributes: { ...oidcClient.attributes, "standard.token.exchange.enabled": "true" },
    });
    const { user } = await open();
    const exchange = await screen.findByRole(
      "switch",
      { name: "Standard token exchange" },
      { timeout: 20_000 },
    );
    expect(exchange).toBeChecked();
    await user.click(screen.getByRole("switch", { name: "Client authentication" }));
    await waitFor(() => {
      expect(exchange).not.toBeChecked();
    });
    expect(exchange).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The client settings were saved.")).toBeInTheDocument();
    expect(savedClients(state)[0]).toMatchObject({
      publicClient: true,
      attributes: { "standard.token.exchange.enabled": "false" },
    });
  });

  it("refuses a javascript: redirect URI on its field without asking the server", async () => {
    const state = useClientServer(oidcClient);
    const { user } = await open();
    const uri = await screen.findByRole(
      "textbox",
      { name: "Valid redirect URIs, value 1" },
      { timeout: 20_000 },
    );
    await user.clear(uri);
    await user.type(uri, "JavaScript:alert(1)");
    expect(await screen.findByText(/not allowed: JavaScript:alert\(1\)/)).toBeInTheDocument();
    expect(uri).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(savedClients(state)[0]).toBeUndefined();
  });

  it("puts the server's refusal on the field it names and keeps what was typed", async () => {
    useClientServer(oidcClient);
    server.use(
      http.put(clientUrl, () =>
        HttpResponse.json(
          { error: "invalid_input", error_description: "Root URL is not a valid URL" },
          { status: 400 },
        ),
      ),
    );
    const { user } = await open();
    const rootUrl = await screen.findByRole("textbox", { name: "Root URL" }, { timeout: 20_000 });
    await user.type(rootUrl, "https://billing example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This is not a valid address.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Root URL" })).toHaveValue(
      "https://billing example",
    );
  });

  it("turns the service account and CIBA off with client authentication", async () => {
    const state = useClientServer(oidcClient);
    const { user } = await open();
    const authentication = await screen.findByRole(
      "switch",
      { name: "Client authentication" },
      { timeout: 20_000 },
    );
    const serviceAccount = screen.getByRole("switch", { name: "Service account roles" });
    expect(serviceAccount).toBeChecked();
    await user.click(authentication);
    await waitFor(() => {
      expect(serviceAccount).not.toBeChecked();
    });
    expect(serviceAccount).toBeDisabled();
    expect(screen.getByRole("switch", { name: "OIDC CIBA grant" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("The client settings were saved.");
    expect(savedClients(state)[0]).toMatchObject({
      publicClient: true,
      serviceAccountsEnabled: false,
    });
  });

  it("shows a SAML client's sections, its IDP-initiated address, and saves its attributes", async () => {
    const state = useClientServer(samlClient);
    const { user } = await open();
    await screen.findByRole("heading", { name: "SAML capabilities" }, { timeout: 20_000 });
    expect(screen.getByRole("heading", { name: "Signature and encryption" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Capability config" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "IDP-initiated SSO URL" })).toHaveValue(
      `${serverUrl}/realms/master/protocol/saml/clients/portal`,
    );
    await user.click(screen.getByRole("switch", { name: "Force POST binding" }));
    await user.click(screen.getByRole("switch", { name: "Sign assertions" }));
    await user.type(
      screen.getByRole("textbox", { name: "Logout service POST binding URL" }),
      "https://sp.example/slo",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The client settings were saved.")).toBeInTheDocument();
    expect(savedClients(state)[0]?.attributes).toEqual({
      saml_name_id_format: "username",
      "saml.force.post.binding": "false",
      "saml.server.signature": "true",
      "saml.assertion.signature": "true",
      "saml.signature.algorithm": "RSA_SHA256",
      saml_idp_initiated_sso_url_name: "portal",
      saml_single_logout_service_url_post: "https://sp.example/slo",
    });
  });

  it("shows everything read-only to an administrator who may only view clients", async () => {
    useClientServer(oidcClient, ["query-clients", "view-clients"]);
    await open();
    const clientId = await screen.findByRole("textbox", { name: "Client ID" }, { timeout: 20_000 });
    expect(clientId).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Standard flow" })).toBeDisabled();
    expect(screen.getByText(/changing them needs the right to manage clients/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
