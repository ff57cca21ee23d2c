import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../../test/console-harness";
import { screen, waitFor } from "../../../../test/render";
import { clientServerHandlers, savedClients, type ClientServer } from "../client-tab-test-kit";

const server = startMswServer();
const clientUrl = `${serverUrl}/admin/realms/master/clients/c-1`;

/** Client c-1 ("shop") with full scope; PUT stores what it is sent and records it. */
function useClientServer({ manage = true, rights = ["view-clients", "manage-clients"] } = {}) {
  const state: ClientServer = {
    client: {
      id: "c-1",
      clientId: "shop",
      protocol: "openid-connect",
      fullScopeAllowed: true,
      redirectUris: ["https://shop.example/*"],
      access: { view: true, manage },
    },
    calls: [],
  };
  server.use(
    http.get(`${clientUrl}/scope-mappings`, () => HttpResponse.json({})),
    ...clientServerHandlers(state, { rights }),
    // The role mapping's other lists are not this test's concern.
    http.get(`${serverUrl}/*`, () => HttpResponse.json([])),
  );
  return state;
}

describe("a client's dedicated scope", () => {
  it("turns full scope off, saving the whole client, and then offers the role scope mappings", async () => {
    const state = useClientServer();
    const { user } = await renderConsole({
      route: "/master/clients/c-1/clientScopes/dedicated/scope",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "shop-dedicated" }),
    ).toBeInTheDocument();
    const fullScope = await screen.findByRole("switch", { name: "Full scope allowed" });
    expect(fullScope).toBeChecked();
    expect(screen.queryByRole("button", { name: "Assign role" })).toBeNull();

    await user.click(fullScope);
    await waitFor(() => {
      expect(savedClients(state)).toHaveLength(1);
    });
    expect(savedClients(state)[0]).toMatchObject({
      clientId: "shop",
      fullScopeAllowed: false,
      redirectUris: ["https://shop.example/*"],
    });
    expect(await screen.findByRole("button", { name: "Assign role" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Full scope allowed" })).not.toBeChecked();
  });

  it("cannot be changed by an administrator who may only view clients", async () => {
    useClientServer({ manage: false, rights: ["view-clients"] });
    await renderConsole({ route: "/master/clients/c-1/clientScopes/dedicated/scope" });
    expect(await screen.findByRole("switch", { name: "Full scope allowed" })).toBeDisabled();
  });

  it("opens on its mappers tab when the address names no tab", async () => {
    useClientServer();
    await renderConsole({ route: "/master/clients/c-1/clientScopes/dedicated" });
    expect(await screen.findByRole("tab", { name: "Mappers", selected: true })).toBeInTheDocument();
  });
});
