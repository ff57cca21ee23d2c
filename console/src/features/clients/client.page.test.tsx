import type { ClientRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const confidential: ClientRepresentation = {
  id: "c1",
  clientId: "billing",
  protocol: "openid-connect",
  publicClient: false,
  serviceAccountsEnabled: true,
  enabled: true,
  attributes: {},
};

/**
 * One client (or a status instead of it), the list the page returns to, and a recorded delete.
 * What the tabs themselves ask for is answered empty: their own tests cover it.
 */
function useClientServer(client: ClientRepresentation | number, rights = fullAdminRights) {
  const state = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  const deleted: string[] = [];
  server.use(
    ...fakeServerHandlers(state),
    http.get(`${serverUrl}/admin/realms/:realm/clients/:id`, () =>
      typeof client === "number"
        ? HttpResponse.json({ error: "refused" }, { status: client })
        : HttpResponse.json(client),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/clients`, () => HttpResponse.json([])),
    http.delete(`${serverUrl}/admin/realms/:realm/clients/:id`, ({ params }) => {
      deleted.push(String(params["id"]));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${serverUrl}/admin/realms/:realm/*`, () => HttpResponse.json([])),
  );
  return { deleted };
}

const tabNames = async () => {
  const tabs = await screen.findByRole("tablist", { name: "Client details" }, { timeout: 15_000 });
  return within(tabs)
    .getAllByRole("tab")
    .map((tab) => tab.textContent);
};

describe("ClientPage", { timeout: 90_000 }, () => {
  it("shows a confidential client's id, protocol and the tabs that apply to it", async () => {
    useClientServer(confidential);
    await renderConsole({ route: "/master/clients/c1/settings" });
    expect(await screen.findByRole("heading", { level: 1, name: "billing" })).toBeInTheDocument();
    expect(screen.getByText("OpenID Connect")).toBeInTheDocument();
    expect(await tabNames()).toEqual([
      "Settings",
      "Keys",
      "Credentials",
      "Roles",
      "Client scopes",
      "Service account roles",
      "Sessions",
      "Advanced",
    ]);
  });

  it("gives a public client neither keys nor credentials", async () => {
    useClientServer({ ...confidential, publicClient: true, serviceAccountsEnabled: false });
    await renderConsole({ route: "/master/clients/c1/settings" });
    expect(await tabNames()).toEqual([
      "Settings",
      "Roles",
      "Client scopes",
      "Sessions",
      "Advanced",
    ]);
  });

  it("deletes the client after confirmation and goes back to the list", async () => {
    const { deleted } = useClientServer(confidential);
    const { user, router } = await renderConsole({ route: "/master/clients/c1/settings" });
    await user.click(await screen.findByRole("button", { name: "Client actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete client billing\?/ });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Client billing deleted")).toBeInTheDocument();
    expect(deleted).toEqual(["c1"]);
    expect(router.state.location.pathname).toBe("/master/clients");
  });

  it("offers a client viewer export and the adapter configuration, not delete", async () => {
    useClientServer(confidential, ["query-clients", "view-clients"]);
    const { user } = await renderConsole({ route: "/master/clients/c1/settings" });
    await user.click(await screen.findByRole("button", { name: "Client actions" }));
    expect(await screen.findByRole("menuitem", { name: "Export" })).toBeInTheDocument();
    expect(
      screen.getByRole("menuitem", { name: "Download adapter configuration" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("offers no delete when the server lets the administrator configure but not manage the client", async () => {
    useClientServer({ ...confidential, access: { view: true, configure: true, manage: false } }, [
      "query-clients",
    ]);
    const { user } = await renderConsole({ route: "/master/clients/c1/settings" });
    await user.click(await screen.findByRole("button", { name: "Client actions" }));
    expect(await screen.findByRole("menuitem", { name: "Export" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("says when the client is gone, and when its details may not be seen", async () => {
    useClientServer(404);
    await renderConsole({ route: "/master/clients/c1/settings" });
    expect(
      await screen.findByText("This client could not be loaded. It may have been deleted."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the clients list" })).toHaveAttribute(
      "href",
      "/master/clients",
    );
  });

  it("tells an administrator without the right to view the client so", async () => {
    useClientServer(403, ["query-clients"]);
    await renderConsole({ route: "/master/clients/c1/settings" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access denied" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The server does not let you see this one/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the clients list" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Client actions" })).not.toBeInTheDocument();
  });
});
