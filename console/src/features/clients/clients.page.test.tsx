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

const clients: ClientRepresentation[] = Array.from({ length: 12 }, (_, index) => ({
  id: `id-${String(index)}`,
  clientId: `app-${String(index).padStart(2, "0")}`,
  name: `App ${String(index)}`,
  protocol: index === 1 ? "saml" : "openid-connect",
  description: `Application ${String(index)}`,
  baseUrl: index === 0 ? "https://app.example.test/" : index === 2 ? "/relative" : undefined,
}));

/** A clients endpoint paging and searching like Keycloak (no count), recording every call. */
function useClientsServer(rights = fullAdminRights) {
  const state = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  const calls: URL[] = [];
  const deleted: string[] = [];
  server.use(
    ...fakeServerHandlers(state),
    http.get(`${serverUrl}/admin/realms/:realm/clients`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const search = url.searchParams.get("clientId") ?? "";
      const first = Number(url.searchParams.get("first") ?? 0);
      const max = Number(url.searchParams.get("max") ?? 100);
      const matching = clients.filter(
        (client) => !deleted.includes(client.id ?? "") && client.clientId?.includes(search),
      );
      return HttpResponse.json(matching.slice(first, first + max));
    }),
    http.delete(`${serverUrl}/admin/realms/:realm/clients/:id`, ({ params }) => {
      deleted.push(String(params["id"]));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, deleted };
}

const table = () => screen.findByRole("grid", { name: "Clients" }, { timeout: 15_000 });

describe("ClientsPage", { timeout: 90_000 }, () => {
  it("loads a page with one request for one row more than it shows, and searches on the server", async () => {
    const { calls } = useClientsServer();
    const { user } = await renderConsole({ route: "/master/clients" });
    const grid = await table();
    expect(await within(grid).findByRole("link", { name: "app-00" })).toHaveAttribute(
      "href",
      "/master/clients/id-0/settings",
    );
    expect(within(grid).getAllByRole("row")).toHaveLength(11);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get("first")).toBe("0");
    expect(calls[0]?.searchParams.get("max")).toBe("11");
    expect(within(grid).getByRole("row", { name: /app-01/ })).toHaveTextContent("SAML");
    expect(within(grid).getByRole("row", { name: /app-03/ })).toHaveTextContent("OpenID Connect");

    await user.type(screen.getByLabelText("Search Clients"), "app-07{Enter}");
    expect(await within(await table()).findByRole("link", { name: "app-07" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("clientId")).toBe("app-07");
    expect(calls.at(-1)?.searchParams.get("search")).toBe("true");
  });

  it("links a home URL only when it is a web address", async () => {
    useClientsServer();
    await renderConsole({ route: "/master/clients" });
    const grid = await table();
    const home = await within(grid).findByRole("link", { name: /app\.example\.test/ });
    expect(home).toHaveAttribute("href", "https://app.example.test/");
    const relative = within(grid).getByRole("row", { name: /app-02/ });
    expect(relative).toHaveTextContent("/relative");
    expect(within(relative).getAllByRole("link")).toHaveLength(1);
  });

  it("deletes a client only after confirmation", async () => {
    const { deleted } = useClientsServer();
    const { user } = await renderConsole({ route: "/master/clients" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "app-03" });
    await user.click(within(grid).getByRole("button", { name: "Actions for app-03" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete client app-03\?/ });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Client app-03 deleted")).toBeInTheDocument();
    expect(deleted).toEqual(["id-3"]);
  });

  it("offers create, import and the registration tabs to a client manager", async () => {
    useClientsServer();
    await renderConsole({ route: "/master/clients" });
    await table();
    expect(screen.getByRole("button", { name: "Create client" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import client" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Initial access tokens" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Client registration" })).toBeInTheDocument();
  });

  it("shows a client viewer export but no create, import or delete", async () => {
    useClientsServer(["query-clients", "view-clients"]);
    const { user } = await renderConsole({ route: "/master/clients" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "app-00" });
    expect(screen.queryByRole("button", { name: "Create client" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import client" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Initial access tokens" })).not.toBeInTheDocument();
    await user.click(within(grid).getByRole("button", { name: "Actions for app-00" }));
    expect(await screen.findByRole("menuitem", { name: "Export" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("shows a client querier no row actions at all", async () => {
    useClientsServer(["query-clients"]);
    await renderConsole({ route: "/master/clients" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "app-00" });
    expect(within(grid).queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create client" })).not.toBeInTheDocument();
  });
});
