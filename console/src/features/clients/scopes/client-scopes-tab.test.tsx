import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../../test/console-harness";
import { screen, waitFor, within } from "../../../../test/render";
import type { LoadedClient } from "../api/client-query";
import { clientServerHandlers } from "../client-tab-test-kit";

const server = startMswServer();
const clientUrl = `${serverUrl}/admin/realms/master/clients/c-1`;

const realmScopes: ClientScopeRepresentation[] = [
  { id: "s-profile", name: "profile", protocol: "openid-connect", description: "User profile" },
  { id: "s-email", name: "email", protocol: "openid-connect", description: "E-mail address" },
  { id: "s-phone", name: "phone", protocol: "openid-connect" },
  { id: "s-saml", name: "role_list", protocol: "saml" },
];

interface ScopeServer {
  defaultIds: string[];
  optionalIds: string[];
  /** Changes received, as "METHOD list/id". */
  changes: string[];
}

/** Client c-1 ("shop") with the scopes the state lists; PUT and DELETE change them. */
function useScopeServer({
  rights = ["view-clients", "query-clients", "manage-clients"],
  manage = true,
  defaultIds = ["s-profile"],
  optionalIds = [] as string[],
} = {}): ScopeServer {
  const state: ScopeServer = { defaultIds, optionalIds, changes: [] };
  const client: LoadedClient = {
    id: "c-1",
    clientId: "shop",
    protocol: "openid-connect",
    access: { view: true, configure: manage, manage },
  };
  const listOf = (kind: string) => (kind === "default" ? state.defaultIds : state.optionalIds);
  server.use(
    http.get(`${clientUrl}/:kind-client-scopes`, ({ params }) =>
      HttpResponse.json(
        realmScopes.filter((scope) => listOf(String(params.kind)).includes(scope.id ?? "")),
      ),
    ),
    http.put(`${clientUrl}/:kind-client-scopes/:scopeId`, ({ params }) => {
      state.changes.push(`PUT ${String(params.kind)}/${String(params.scopeId)}`);
      listOf(String(params.kind)).push(String(params.scopeId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${clientUrl}/:kind-client-scopes/:scopeId`, ({ params }) => {
      state.changes.push(`DELETE ${String(params.kind)}/${String(params.scopeId)}`);
      const list = listOf(String(params.kind));
      list.splice(list.indexOf(String(params.scopeId)), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${serverUrl}/admin/realms/master/client-scopes`, () =>
      HttpResponse.json(realmScopes),
    ),
    ...clientServerHandlers({ client, calls: [] }, { rights }),
  );
  return state;
}

const openSetup = () => renderConsole({ route: "/master/clients/c-1/clientScopes/setup" });

describe("a client's client scopes tab", () => {
  it("lists the dedicated scope first, then the assigned scopes with their type", async () => {
    useScopeServer({ optionalIds: ["s-email"] });
    await openSetup();
    const table = await screen.findByRole("grid", { name: "Client scopes of shop" });
    await within(table).findByRole("link", { name: "email" });
    const names = within(table)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["shop-dedicated", "email", "profile"]);
    expect(within(table).getByRole("link", { name: "shop-dedicated" })).toHaveAttribute(
      "href",
      "/master/clients/c-1/clientScopes/dedicated",
    );
    expect(within(table).getByRole("button", { name: "Assigned type of email" })).toHaveTextContent(
      "Optional",
    );
    // The dedicated scope belongs to the client: it cannot be chosen for removal.
    expect(within(table).queryByRole("checkbox", { name: /shop-dedicated/ })).toBeNull();
    expect(within(table).getByRole("checkbox", { name: /email/ })).toBeInTheDocument();
  });

  it("adds chosen scopes as optional, then changes one to default", async () => {
    const state = useScopeServer();
    const { user } = await openSetup();
    await user.click(await screen.findByRole("button", { name: "Add client scope" }));
    const dialog = await screen.findByRole("dialog", { name: "Add client scopes to the client" });
    // Only the OpenID Connect scopes the client does not have yet are offered.
    await within(dialog).findByRole("checkbox", { name: "email" });
    expect(within(dialog).queryByRole("checkbox", { name: "profile" })).toBeNull();
    expect(within(dialog).queryByRole("checkbox", { name: "role_list" })).toBeNull();
    await user.click(within(dialog).getByRole("radio", { name: /Optional/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: "email" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "phone" }));
    await user.click(within(dialog).getByRole("button", { name: "Add 2 scopes as optional" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(state.changes.sort()).toEqual(["PUT optional/s-email", "PUT optional/s-phone"]);

    const typeOfEmail = await screen.findByRole("button", { name: "Assigned type of email" });
    await user.click(typeOfEmail);
    await user.click(await screen.findByRole("option", { name: "Default" }));
    await waitFor(() => {
      expect(state.changes).toContain("PUT default/s-email");
    });
    expect(state.changes).toContain("DELETE optional/s-email");
    expect(state.defaultIds).toEqual(["s-profile", "s-email"]);
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Assigned type of email" })).toHaveTextContent(
        "Default",
      );
    });
  });

  it("removes a scope only after confirmation", async () => {
    const state = useScopeServer({ optionalIds: ["s-email"] });
    const { user } = await openSetup();
    const table = await screen.findByRole("grid", { name: "Client scopes of shop" });
    await user.click(await within(table).findByRole("checkbox", { name: /email/ }));
    await user.click(screen.getByRole("button", { name: "Remove 1 scope" }));
    const confirm = await screen.findByRole("dialog", { name: /Remove client scope/ });
    expect(state.changes).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => {
      expect(state.changes).toEqual(["DELETE optional/s-email"]);
    });
    await waitFor(() => {
      expect(within(table).queryByRole("link", { name: "email" })).toBeNull();
    });
  });

  it("is read-only for an administrator who may only view clients", async () => {
    useScopeServer({ rights: ["view-clients", "query-clients"], manage: false });
    await openSetup();
    const table = await screen.findByRole("grid", { name: "Client scopes of shop" });
    await within(table).findByRole("link", { name: "profile" });
    expect(within(table).getByText("Default")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add client scope" })).toBeNull();
    expect(within(table).queryByRole("button", { name: /Assigned type of/ })).toBeNull();
    expect(within(table).queryByRole("checkbox")).toBeNull();
  });
});
