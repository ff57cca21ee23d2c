import type { RoleRepresentation } from "@gatehouse/admin-client";
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
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const clients = `${serverUrl}/admin/realms/:realm/clients`;
const rolesById = `${serverUrl}/admin/realms/:realm/roles-by-id`;

const shopRoles: RoleRepresentation[] = Array.from({ length: 12 }, (_, index) => ({
  id: `shop-role-${String(index)}`,
  name: `buyer-${String(index).padStart(2, "0")}`,
  composite: index === 0,
  description: `Buys things ${String(index)}`,
  clientRole: true,
  containerId: "shop-id",
}));

/**
 * A client `web-shop` (internal id `shop-id`) whose roles page and search like Keycloak's, and a
 * role of another client; records every call to the client's roles and to roles by id.
 */
function useClientRolesServer(rights = fullAdminRights) {
  const calls: string[] = [];
  const created: unknown[] = [];
  let roles = [...shopRoles];
  const state = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  server.use(
    http.get(`${clients}/shop-id`, () =>
      HttpResponse.json({
        id: "shop-id",
        clientId: "web-shop",
        protocol: "openid-connect",
        publicClient: true,
      }),
    ),
    http.get(`${clients}/shop-id/roles`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.pathname}${url.search}`);
      const search = url.searchParams.get("search") ?? "";
      const first = Number(url.searchParams.get("first") ?? 0);
      const max = Number(url.searchParams.get("max") ?? 100);
      return HttpResponse.json(
        roles.filter((role) => role.name?.includes(search)).slice(first, first + max),
      );
    }),
    http.post(`${clients}/shop-id/roles`, async ({ request }) => {
      const role = (await request.json()) as RoleRepresentation;
      created.push(role);
      if (role.name === "buyer-00")
        return HttpResponse.json({ errorMessage: "Role exists" }, { status: 409 });
      roles = [...roles, { ...role, id: "new-role-id", containerId: "shop-id" }];
      return new HttpResponse(null, {
        status: 201,
        headers: {
          Location: `${serverUrl}/admin/realms/master/clients/shop-id/roles/${role.name}`,
        },
      });
    }),
    http.get(`${clients}/shop-id/roles/:name`, ({ params }) => {
      const role = roles.find((candidate) => candidate.name === params.name);
      return role === undefined
        ? HttpResponse.json({ error: "not found" }, { status: 404 })
        : HttpResponse.json(role);
    }),
    http.get(`${rolesById}/other-role`, () =>
      HttpResponse.json({ id: "other-role", name: "admin", clientRole: true, containerId: "x" }),
    ),
    http.get(`${rolesById}/:id`, ({ params }) => {
      const role = roles.find((candidate) => candidate.id === params.id);
      return role === undefined
        ? HttpResponse.json({ error: "not found" }, { status: 404 })
        : HttpResponse.json(role);
    }),
    http.delete(`${rolesById}/:id`, ({ request, params }) => {
      calls.push(`DELETE ${new URL(request.url).pathname}`);
      roles = roles.filter((role) => role.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(state),
    // Whatever else the client page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return { calls, created };
}

const table = () => screen.findByRole("grid", { name: "Client roles" }, { timeout: 20_000 });

describe("ClientRolesTab", { timeout: 90_000 }, () => {
  it("pages and searches the client's roles on the server", async () => {
    const { calls } = useClientRolesServer();
    const { user } = await renderConsole({ route: "/master/clients/shop-id/roles" });
    const grid = await table();
    const row = await within(grid).findByRole("row", { name: /buyer-00/ });
    expect(within(row).getByText("Yes")).toBeInTheDocument();
    expect(within(row).getByText("Buys things 0")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "buyer-00" })).toHaveAttribute(
      "href",
      "/master/clients/shop-id/roles/shop-role-0/settings",
    );
    expect(calls).toContain(
      "GET /admin/realms/master/clients/shop-id/roles?first=0&max=11&briefRepresentation=false",
    );

    await user.type(screen.getByRole("textbox", { name: /Search/ }), "buyer-11{Enter}");
    expect(await within(grid).findByRole("link", { name: "buyer-11" })).toBeInTheDocument();
    await waitFor(() => {
      expect(within(grid).queryByRole("link", { name: "buyer-00" })).not.toBeInTheDocument();
    });
    expect(calls.some((call) => call.includes("search=buyer-11"))).toBe(true);
  });

  it("deletes chosen roles after confirmation, one request each", async () => {
    const { calls } = useClientRolesServer();
    const { user } = await renderConsole({ route: "/master/clients/shop-id/roles" });
    const grid = await table();
    await user.click(await within(grid).findByRole("checkbox", { name: "Select buyer-01" }));
    await user.click(within(grid).getByRole("checkbox", { name: "Select buyer-02" }));
    await user.click(screen.getByRole("button", { name: "Delete 2 roles" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete 2 roles\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("2 roles deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith("DELETE"))).toEqual([
      "DELETE /admin/realms/master/roles-by-id/shop-role-1",
      "DELETE /admin/realms/master/roles-by-id/shop-role-2",
    ]);
    await waitFor(() => {
      expect(within(grid).queryByRole("link", { name: "buyer-01" })).not.toBeInTheDocument();
    });
  });

  it("offers no create, selection or delete to an administrator who may only view clients", async () => {
    useClientRolesServer(["query-clients", "view-clients"]);
    await renderConsole({ route: "/master/clients/shop-id/roles" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "buyer-00" });
    expect(screen.queryByRole("button", { name: "Create role" })).not.toBeInTheDocument();
    expect(within(grid).queryAllByRole("checkbox")).toHaveLength(0);
    expect(within(grid).queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});

describe("client role pages", { timeout: 90_000 }, () => {
  it("creates a role of the client, a taken name staying on its field, and opens the new role", async () => {
    const { created } = useClientRolesServer();
    const { user, router } = await renderConsole({ route: "/master/clients/shop-id/roles" });
    await user.click(await screen.findByRole("button", { name: "Create role" }));
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Create a role of the client web-shop",
      }),
    ).toBeInTheDocument();
    const name = screen.getByRole("textbox", { name: "Role name" });
    await user.type(name, "buyer-00");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText(
        "A role named buyer-00 already exists in this client. Choose another name.",
      ),
    ).toBeInTheDocument();
    expect(name).toHaveValue("buyer-00");

    await user.clear(name);
    await user.type(name, " seller ");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByRole("heading", { level: 1, name: "seller" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      "/master/clients/shop-id/roles/new-role-id/settings",
    );
    expect(created.at(-1)).toEqual({ name: "seller" });
  });

  it("names the right an administrator who may only view clients lacks to create a role", async () => {
    const { created } = useClientRolesServer(["query-clients", "view-clients"]);
    await renderConsole({ route: "/master/clients/shop-id/roles/new" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access denied" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/manage-clients$/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Role name" })).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("shows a client role's tabs and the client it belongs to", async () => {
    useClientRolesServer();
    await renderConsole({ route: "/master/clients/shop-id/roles/shop-role-3/settings" });
    expect(await screen.findByRole("heading", { level: 1, name: "buyer-03" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "web-shop" })).toHaveAttribute(
      "href",
      "/master/clients/shop-id/roles",
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Details",
      "Attributes",
      "Associated roles",
      "Users in role",
    ]);
    expect(await screen.findByRole("textbox", { name: "Description" })).toHaveValue(
      "Buys things 3",
    );
  });

  it("does not open a role of another client under this one", async () => {
    useClientRolesServer();
    await renderConsole({ route: "/master/clients/shop-id/roles/other-role/settings" });
    expect(await screen.findByText("This client role could not be opened")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the client's roles" })).toHaveAttribute(
      "href",
      "/master/clients/shop-id/roles",
    );
  });
});
