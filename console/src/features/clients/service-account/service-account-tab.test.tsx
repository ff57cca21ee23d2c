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
import { configure, screen, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const reporter = { id: "r-reporter", name: "reporter", composite: false, clientRole: false };

/** A confidential client with service account roles, whose service-account user holds `reporter`. */
function useServiceAccountServer(rights = fullAdminRights) {
  server.use(
    http.get(`${realmUrl}/clients/robot-id`, () =>
      HttpResponse.json({
        id: "robot-id",
        clientId: "robot",
        protocol: "openid-connect",
        publicClient: false,
        serviceAccountsEnabled: true,
      }),
    ),
    http.get(`${realmUrl}/clients/robot-id/service-account-user`, () =>
      HttpResponse.json({ id: "sa-id", username: "service-account-robot" }),
    ),
    http.get(`${realmUrl}/users/sa-id/role-mappings`, () =>
      HttpResponse.json({ realmMappings: [reporter] }),
    ),
    http.get(`${realmUrl}/users/sa-id/role-mappings/realm/composite`, () =>
      HttpResponse.json([reporter]),
    ),
    http.get(`${realmUrl}/ui-ext/effective-roles/users/sa-id`, () => HttpResponse.json([])),
    http.get(`${realmUrl}/users/sa-id/groups`, () => HttpResponse.json([])),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
    // Whatever else the client page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
}

describe("ServiceAccountTab", { timeout: 90_000 }, () => {
  it("shows the service-account user's roles and links to that user", async () => {
    useServiceAccountServer();
    await renderConsole({ route: "/master/clients/robot-id/serviceAccount" });
    expect(await screen.findByRole("link", { name: "service-account-robot" })).toHaveAttribute(
      "href",
      "/master/users/sa-id/settings",
    );
    const table = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(table).findByRole("row", { name: /reporter/ })).toHaveTextContent(
      "Assigned",
    );
    expect(screen.getByRole("button", { name: "Assign role" })).toBeInTheDocument();
  });

  it("offers no assigning to an administrator who may view but not manage users", async () => {
    useServiceAccountServer(["query-clients", "view-clients", "view-users"]);
    await renderConsole({ route: "/master/clients/robot-id/serviceAccount" });
    const table = await screen.findByRole("grid", { name: "Roles" });
    await within(table).findByRole("row", { name: /reporter/ });
    expect(screen.getByRole("link", { name: "service-account-robot" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Assign role" })).not.toBeInTheDocument();
  });

  it("says the roles need the right to view users instead of asking the server in vain", async () => {
    useServiceAccountServer(["query-clients", "view-clients", "manage-clients"]);
    await renderConsole({ route: "/master/clients/robot-id/serviceAccount" });
    expect(
      await screen.findByText(
        "The service account's roles show to administrators who may view users.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Roles" })).not.toBeInTheDocument();
    expect(
      await screen.findByText("Service-account user: service-account-robot"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "service-account-robot" })).not.toBeInTheDocument();
  });
});
