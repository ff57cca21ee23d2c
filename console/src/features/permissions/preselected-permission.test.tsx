import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
} from "../../../test/console-harness";
import { screen } from "../../../test/render";

const server = startMswServer();

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const newGroupsPermission = "/master/permissions/ap-1/permission/new/Groups";

/** A version 2 realm whose admin-permissions client knows groups, and one group, g-1. */
function usePermissionServer({ groupFound = true }: { groupFound?: boolean } = {}) {
  server.use(
    http.get(`${realmUrl}/clients/ap-1/authz/resource-server`, () =>
      HttpResponse.json({
        authorizationSchema: {
          resourceTypes: { Groups: { type: "Groups", scopes: ["view", "manage"] } },
        },
      }),
    ),
    http.get(`${realmUrl}/groups/g-1`, () =>
      groupFound
        ? HttpResponse.json({ id: "g-1", name: "Support team" })
        : HttpResponse.json({ error: "Could not find group by id" }, { status: 404 }),
    ),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master", adminPermissionsEnabled: true }],
        serverInfo: {
          ...testServerInfo,
          features: [{ name: "ADMIN_FINE_GRAINED_AUTHZ_V2", enabled: true }],
        },
      }),
    ),
    // Searches for further groups and policies find none.
    http.get(`${serverUrl}/admin/realms/*`, () => HttpResponse.json([])),
  );
}

const heading = () =>
  screen.findByRole(
    "heading",
    { name: "Create permission for Groups", level: 1 },
    { timeout: 20_000 },
  );

describe("A new admin permission opened from an object", { timeout: 90_000 }, () => {
  it("starts limited to the object named in the address, by its stored name", async () => {
    usePermissionServer();
    await renderConsole({ route: `${newGroupsPermission}?resource=g-1` });
    await heading();
    expect(screen.getByRole("radio", { name: "Only the ones chosen below" })).toBeChecked();
    expect(await screen.findByText("Support team")).toBeInTheDocument();
  });

  it("starts limited with none chosen when the object cannot be read", async () => {
    usePermissionServer({ groupFound: false });
    await renderConsole({ route: `${newGroupsPermission}?resource=g-1` });
    await heading();
    expect(screen.getByRole("radio", { name: "Only the ones chosen below" })).toBeChecked();
    expect(screen.queryByText("Support team")).not.toBeInTheDocument();
  });

  it("starts with every object of the type without an object in the address", async () => {
    usePermissionServer();
    await renderConsole({ route: newGroupsPermission });
    await heading();
    expect(screen.getByRole("radio", { name: "All Groups" })).toBeChecked();
  });
});
