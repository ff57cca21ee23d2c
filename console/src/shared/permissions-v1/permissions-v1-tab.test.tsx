import type { ManagementPermissionReference } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { screen, waitFor, within } from "../../../test/render";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { permissionDetailsPath } from "@/shared/paths/client-authorization-paths";

const server = startMswServer();

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const managementClientId = "rm-1";
const scopePermissions = { view: "p-view", manage: "p-manage", impersonate: "p-imp" };

interface ServerOptions {
  rights?: string[];
  enabled?: boolean;
  /** The feature the server reports: version 1, version 2, or neither. */
  version?: "v1" | "v2";
}

/** The users' permissions of realm master, switched by PUT; records the bodies sent. */
function usePermissionsServer({
  rights = fullAdminRights,
  enabled = false,
  version = "v1",
}: ServerOptions = {}) {
  const sent: unknown[] = [];
  let state: ManagementPermissionReference = enabled
    ? { enabled: true, resource: "r-1", scopePermissions }
    : { enabled: false };
  server.use(
    http.get(`${realmUrl}/users-management-permissions`, () => HttpResponse.json(state)),
    http.put(`${realmUrl}/users-management-permissions`, async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      sent.push(body);
      state = body.enabled
        ? { enabled: true, resource: "r-1", scopePermissions }
        : { enabled: false };
      return HttpResponse.json(state);
    }),
    http.get(`${realmUrl}/clients`, ({ request }) =>
      new URL(request.url).searchParams.get("clientId") === "realm-management"
        ? HttpResponse.json([{ id: managementClientId, clientId: "realm-management" }])
        : HttpResponse.json([]),
    ),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master" }],
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: {
          ...testServerInfo,
          features: [
            { name: "ADMIN_FINE_GRAINED_AUTHZ", enabled: version === "v1" },
            { name: "ADMIN_FINE_GRAINED_AUTHZ_V2", enabled: version === "v2" },
          ],
        },
      }),
    ),
    // The users list beside the tab is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return sent;
}

/** A permission page, as the clients section will bring one. */
const permissionPage: AppRoute[] = [
  {
    name: "permission-details",
    path: permissionDetailsPath,
    access: { any: ["manage-clients", "view-authorization", "manage-authorization"] },
    Page: lazyPage(
      () => Promise.resolve({ PermissionPage: () => <h1>Permission</h1> }),
      (module) => module.PermissionPage,
    ),
  },
];

const permissionsTable = () =>
  screen.findByRole("grid", { name: "Scope permissions" }, { timeout: 20_000 });

describe("PermissionsV1Tab on the users list", { timeout: 90_000 }, () => {
  it("enables the users' permissions and links each scope to its permission", async () => {
    const sent = usePermissionsServer();
    const { user } = await renderConsole({
      route: "/master/users/permissions",
      extraRoutes: permissionPage,
    });
    const toggle = await screen.findByRole(
      "switch",
      { name: "Permissions enabled" },
      { timeout: 20_000 },
    );
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole("grid", { name: "Scope permissions" })).not.toBeInTheDocument();

    await user.click(toggle);

    const table = await permissionsTable();
    expect(sent).toEqual([{ enabled: true }]);
    expect(toggle).toBeChecked();
    const view = within(table).getByRole("row", { name: /view/ });
    expect(view).toHaveTextContent("View every user of the realm.");
    expect(await within(table).findByRole("link", { name: "impersonate" })).toHaveAttribute(
      "href",
      `/master/clients/${managementClientId}/authorization/permission/scope/p-imp`,
    );
  });

  it("asks before disabling, since the server deletes the permissions", async () => {
    const sent = usePermissionsServer({ enabled: true });
    const { user } = await renderConsole({ route: "/master/users/permissions" });
    await permissionsTable();
    const toggle = screen.getByRole("switch", { name: "Permissions enabled" });

    await user.click(toggle);
    let dialog = await screen.findByRole("dialog", { name: /Disable permissions\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent).toEqual([]);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    dialog = await screen.findByRole("dialog", { name: /Disable permissions\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));

    expect(await screen.findByText("Permissions disabled")).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: false }]);
    await waitFor(() => {
      expect(screen.queryByRole("grid", { name: "Scope permissions" })).not.toBeInTheDocument();
    });
    expect(toggle).not.toBeChecked();
  });

  it("shows the state without a switch, and scopes without links, to a viewer", async () => {
    usePermissionsServer({ enabled: true, rights: ["query-users", "view-users", "view-realm"] });
    await renderConsole({ route: "/master/users/permissions", extraRoutes: permissionPage });
    const table = await permissionsTable();
    expect(screen.getByText("Permissions are enabled.")).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Permissions enabled" })).not.toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /manage/ })).toBeInTheDocument();
    expect(within(table).queryByRole("link")).not.toBeInTheDocument();
  });

  it("lists scopes without links while the console has no permission page", async () => {
    usePermissionsServer({ enabled: true });
    await renderConsole({ route: "/master/users/permissions" });
    const table = await permissionsTable();
    expect(within(table).getByRole("row", { name: /impersonate/ })).toBeInTheDocument();
    expect(within(table).queryByRole("link")).not.toBeInTheDocument();
  });

  it("has no permissions tab for an administrator who cannot read them", async () => {
    usePermissionsServer({ rights: ["query-users", "view-users", "manage-users"] });
    const { router } = await renderConsole({ route: "/master/users/permissions" });
    // The address naming the hidden tab is sent to the list.
    expect(
      await screen.findByRole("heading", { name: "Users", level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master/users/list");
    });
    expect(screen.queryByRole("tab", { name: "Permissions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Permissions enabled" })).not.toBeInTheDocument();
  });

  it("has no permissions tab where the server runs version 2", async () => {
    usePermissionsServer({ version: "v2" });
    await renderConsole({ route: "/master/users/list" });
    expect(
      await screen.findByRole("heading", { name: "Users", level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Permissions" })).not.toBeInTheDocument();
  });

  it("opens the list from its tab", async () => {
    usePermissionsServer();
    const { user, router } = await renderConsole({ route: "/master/users/permissions" });
    await user.click(await screen.findByRole("tab", { name: "Users" }, { timeout: 20_000 }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master/users/list");
    });
    await waitFor(() => {
      expect(screen.queryByRole("switch", { name: "Permissions enabled" })).not.toBeInTheDocument();
    });
  });
});
