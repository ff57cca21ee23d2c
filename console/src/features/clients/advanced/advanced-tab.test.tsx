import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../../test/console-harness";
import { screen, within } from "../../../../test/render";
import type { LoadedClient } from "../api/client-query";
import {
  clientServerHandlers,
  savedClients,
  tabRoute,
  type ClientServer,
} from "../client-tab-test-kit";
import { ClientAdvancedTab } from "./advanced-tab";

const server = startMswServer();

const stored: LoadedClient = {
  id: "c-1",
  clientId: "shop",
  protocol: "openid-connect",
  publicClient: false,
  notBefore: 0,
  attributes: { "access.token.lifespan": "300", "pkce.code.challenge.method": "S256" },
  authenticationFlowBindingOverrides: {},
};

const route = tabRoute("advanced", ClientAdvancedTab);

function serve(rights: string[], client: LoadedClient = stored) {
  const state: ClientServer = { client, calls: [] };
  server.use(
    http.get(`${serverUrl}/admin/realms/master/authentication/flows`, () =>
      HttpResponse.json([
        { id: "f-browser", alias: "browser", providerId: "basic-flow", topLevel: true },
        { id: "f-strict", alias: "strict browser", providerId: "basic-flow", topLevel: true },
        { id: "f-clients", alias: "clients", providerId: "client-flow", topLevel: true },
      ]),
    ),
    ...clientServerHandlers(state, { rights }),
  );
  return state;
}

describe("ClientAdvancedTab", { timeout: 90_000 }, () => {
  it("saves one section as the client was loaded with only that section's changes", async () => {
    const state = serve(["query-clients", "view-clients", "manage-clients"]);
    const { user } = await renderConsole({
      route: "/master/test-advanced",
      extraRoutes: [route],
    });
    const lifespans = await screen.findByRole("region", { name: "Advanced settings" });
    const accessToken = within(lifespans).getByRole("spinbutton", {
      name: "Access token lifespan",
    });
    expect(accessToken).toHaveValue(5);
    await user.clear(accessToken);
    await user.type(accessToken, "10");
    // An edit in another section is not sent with this one.
    const compatibility = screen.getByRole("region", {
      name: "OpenID Connect compatibility modes",
    });
    await user.click(within(compatibility).getByRole("switch", { name: "Issue refresh tokens" }));
    await user.click(within(lifespans).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Advanced settings saved")).toBeInTheDocument();
    expect(savedClients(state)).toHaveLength(1);
    expect(savedClients(state)[0]?.attributes).toMatchObject({
      "access.token.lifespan": "600",
      "client.session.idle.timeout": "",
      "pkce.code.challenge.method": "S256",
    });
    expect(savedClients(state)[0]?.attributes).not.toHaveProperty(["use.refresh.tokens"]);
    expect(savedClients(state)[0]).toMatchObject({ clientId: "shop", publicClient: false });
  });

  it("offers the realm's sign-in flows, not client authentication flows, as overrides", async () => {
    const state = serve(["query-clients", "view-clients", "manage-clients"]);
    const { user } = await renderConsole({
      route: "/master/test-advanced",
      extraRoutes: [route],
    });
    const overrides = await screen.findByRole("region", { name: "Authentication flow overrides" });
    await user.click(within(overrides).getByRole("button", { name: /Browser flow/ }));
    expect(screen.queryByRole("option", { name: "clients" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "strict browser" }));
    await user.click(within(overrides).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Advanced settings saved")).toBeInTheDocument();
    expect(savedClients(state)[0]?.authenticationFlowBindingOverrides).toEqual({
      browser: "f-strict",
      direct_grant: "",
    });
  });

  it("shows the settings read-only to an administrator who may only view clients", async () => {
    serve(["query-clients", "view-clients"]);
    await renderConsole({ route: "/master/test-advanced", extraRoutes: [route] });
    const lifespans = await screen.findByRole("region", { name: "Advanced settings" });
    expect(
      within(lifespans).getByRole("spinbutton", { name: "Access token lifespan" }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set to now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register node" })).not.toBeInTheDocument();
  });

  it("stores the ACR to level mapping as one JSON attribute and refuses a level that is not a number", async () => {
    const state = serve(["query-clients", "view-clients", "manage-clients"]);
    const { user } = await renderConsole({
      route: "/master/test-advanced",
      extraRoutes: [route],
    });
    const lifespans = await screen.findByRole("region", { name: "Advanced settings" });
    await user.click(within(lifespans).getByRole("button", { name: "Add ACR" }));
    await user.type(within(lifespans).getByRole("textbox", { name: "ACR 1" }), "gold");
    const level = within(lifespans).getByRole("textbox", { name: "Level of authentication 1" });
    await user.type(level, "high");
    expect(
      await within(lifespans).findByText(
        "Each ACR needs a name and a level that is a whole number of zero or more.",
      ),
    ).toBeInTheDocument();
    expect(within(lifespans).getByRole("button", { name: "Save" })).toBeDisabled();
    await user.clear(level);
    await user.type(level, "2");
    await user.click(within(lifespans).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Advanced settings saved")).toBeInTheDocument();
    expect(savedClients(state)[0]?.attributes?.["acr.loa.map"]).toBe('{"gold":2}');
  });

  it("gives a SAML client its assertion lifespan and browser flow only", async () => {
    const state = serve(["query-clients", "view-clients", "manage-clients"], {
      id: "c-1",
      clientId: "urn:shop",
      protocol: "saml",
      attributes: { "saml.assertion.lifespan": "120" },
    });
    const { user } = await renderConsole({
      route: "/master/test-advanced",
      extraRoutes: [route],
    });
    const lifespans = await screen.findByRole("region", { name: "Advanced settings" });
    expect(within(lifespans).getByRole("spinbutton", { name: "Assertion lifespan" })).toHaveValue(
      2,
    );
    expect(
      within(lifespans).queryByRole("spinbutton", { name: "Access token lifespan" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Revocation" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Fine-grained OpenID Connect configuration" }),
    ).not.toBeInTheDocument();
    const overrides = screen.getByRole("region", { name: "Authentication flow overrides" });
    expect(
      within(overrides).queryByRole("button", { name: /Direct grant flow/ }),
    ).not.toBeInTheDocument();

    await user.click(within(overrides).getByRole("button", { name: /Browser flow/ }));
    await user.click(await screen.findByRole("option", { name: "strict browser" }));
    await user.click(within(overrides).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Advanced settings saved")).toBeInTheDocument();
    expect(savedClients(state)[0]?.authenticationFlowBindingOverrides).toEqual({
      browser: "f-strict",
    });
  });
});
