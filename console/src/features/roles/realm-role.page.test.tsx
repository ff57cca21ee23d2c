import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const withFineGrainedV1 = {
  ...testServerInfo,
  features: [
    ...(testServerInfo.features ?? []),
    { name: "ADMIN_FINE_GRAINED_AUTHZ", enabled: true },
  ],
};

function useRoleServer(serverInfo = testServerInfo, rights?: string[]) {
  const state = createFakeServer({
    serverInfo,
    ...(rights !== undefined && { whoAmI: whoAmIFor({ master: rights }) }),
  });
  state.realms = [{ realm: "master", displayName: "Keycloak", defaultRole: { id: "default-id" } }];
  server.use(
    http.get(`${serverUrl}/admin/realms/:realm/roles-by-id/auditor-id`, () =>
      HttpResponse.json({ id: "auditor-id", name: "auditor", description: "Reads the books" }),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/roles-by-id/default-id`, () =>
      HttpResponse.json({ id: "default-id", name: "default-roles-master", composite: true }),
    ),
    http.get(`${serverUrl}/admin/realms/:realm/roles-by-id/default-id/composites`, () =>
      HttpResponse.json([{ id: "offline-id", name: "offline_access", clientRole: false }]),
    ),
    ...fakeServerHandlers(state),
  );
}

describe("RealmRolePage", { timeout: 90_000 }, () => {
  it("shows the role's tabs, with no permissions tab without fine-grained permissions v1", async () => {
    useRoleServer();
    await renderConsole({ route: "/master/roles/auditor-id/settings" });
    expect(await screen.findByRole("heading", { level: 1, name: "auditor" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Description" })).toHaveValue(
      "Reads the books",
    );
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Details", "Attributes", "Associated roles", "Users in role"]);
  });

  it("adds the permissions tab where the server runs fine-grained permissions v1", async () => {
    useRoleServer(withFineGrainedV1);
    await renderConsole({ route: "/master/roles/auditor-id/settings" });
    expect(await screen.findByRole("tab", { name: "Permissions" })).toBeInTheDocument();
  });

  it("opens the realm's default role as the default roles editor, whatever tab is asked", async () => {
    useRoleServer();
    const { router } = await renderConsole({ route: "/master/roles/default-id/settings" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Default roles" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/roles/default-id/default-roles");
    expect(await screen.findByRole("row", { name: /offline_access/ })).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("opens for an administrator who may manage the realm but not view users, the users tab naming view-users", async () => {
    useRoleServer(testServerInfo, ["view-realm", "manage-realm"]);
    const { router } = await renderConsole({ route: "/master/roles/auditor-id/users-in-role" });
    expect(await screen.findByRole("heading", { level: 1, name: "auditor" })).toBeInTheDocument();
    expect(
      await screen.findByText("You need the following right to see this page: view-users"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Users in role" })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/roles/auditor-id/users-in-role");
  });
});
