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
import { screen, waitFor } from "../../../test/render";

const server = startMswServer();

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const permissionClientId = "ap-1";

interface ServerOptions {
  rights?: string[];
  /** The realm's admin permissions switch. */
  adminPermissions?: boolean;
  /** The admin-permissions client the server lists, or none. */
  withClient?: boolean;
}

/** A version 2 server whose realm master has admin permissions on unless told otherwise. */
function useVersion2Server({
  rights = fullAdminRights,
  adminPermissions = true,
  withClient = true,
}: ServerOptions = {}) {
  server.use(
    http.get(`${realmUrl}/clients`, ({ request }) =>
      new URL(request.url).searchParams.get("clientId") === "admin-permissions" && withClient
        ? HttpResponse.json([{ id: permissionClientId, clientId: "admin-permissions" }])
        : HttpResponse.json([]),
    ),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master", adminPermissionsEnabled: adminPermissions }],
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: {
          ...testServerInfo,
          features: [
            { name: "ADMIN_FINE_GRAINED_AUTHZ", enabled: false },
            { name: "ADMIN_FINE_GRAINED_AUTHZ_V2", enabled: true },
          ],
        },
      }),
    ),
    // The users list beside the tab is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
}

const usersHeading = () =>
  screen.findByRole("heading", { name: "Users", level: 1 }, { timeout: 20_000 });

describe(
  "The users' permissions tab in a realm with admin permissions",
  { timeout: 90_000 },
  () => {
    it("leads to the Permissions section and to a new permission for users", async () => {
      useVersion2Server();
      await renderConsole({ route: "/master/users/permissions" });
      const open = await screen.findByRole(
        "link",
        { name: "Open the Permissions section" },
        { timeout: 20_000 },
      );
      expect(open).toHaveAttribute("href", `/master/permissions/${permissionClientId}/permissions`);
      // The users are protected as a whole: the new permission starts with every user.
      expect(screen.getByRole("link", { name: "Create a permission for users" })).toHaveAttribute(
        "href",
        `/master/permissions/${permissionClientId}/permission/new/Users`,
      );
      expect(screen.getByText(/permissions on users in the Permissions section/)).toBeVisible();
      expect(screen.queryByRole("switch", { name: "Permissions enabled" })).not.toBeInTheDocument();
    });

    it("offers a viewer the section but not a new permission", async () => {
      useVersion2Server({ rights: ["query-users", "view-users"] });
      await renderConsole({ route: "/master/users/permissions" });
      expect(
        await screen.findByRole(
          "link",
          { name: "Open the Permissions section" },
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("link", { name: "Create a permission for users" }),
      ).not.toBeInTheDocument();
    });

    it("has no permissions tab in a realm with admin permissions off", async () => {
      useVersion2Server({ adminPermissions: false });
      const { router } = await renderConsole({ route: "/master/users/permissions" });
      await usersHeading();
      await waitFor(() => {
        expect(router.state.location.pathname).toBe("/master/users/list");
      });
      expect(screen.queryByRole("tab", { name: "Permissions" })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Open the Permissions section" })).toBeNull();
    });

    it("has no permissions tab for an administrator who may not open the section", async () => {
      useVersion2Server({ rights: ["query-users"] });
      await renderConsole({ route: "/master/users/list" });
      await usersHeading();
      expect(screen.queryByRole("tab", { name: "Permissions" })).not.toBeInTheDocument();
    });

    it("says so when the server lists no admin-permissions client", async () => {
      useVersion2Server({ withClient: false });
      await renderConsole({ route: "/master/users/permissions" });
      expect(
        await screen.findByText(
          "The realm's admin permissions could not be found",
          {},
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Open the Permissions section" })).toBeNull();
    });
  },
);
