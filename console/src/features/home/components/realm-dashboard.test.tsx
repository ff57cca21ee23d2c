import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "../../../../test/render";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  startMswServer,
  whoAmIFor,
} from "../../../../test/console-harness";
import { createDashboardState, dashboardHandlers } from "../dashboard-test-server";

const server = startMswServer();

function serve(rights: string[], dashboard = createDashboardState()) {
  server.use(
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
    ...dashboardHandlers(dashboard),
  );
  return dashboard;
}

describe("RealmDashboard", { timeout: 60_000 }, () => {
  it("shows the realm's numbers, its latest admin events and the week's events", async () => {
    const now = Date.now();
    serve(
      fullAdminRights,
      createDashboardState({
        users: 1234,
        clients: 101,
        groups: 7,
        sessions: [{ active: "3" }, { active: "2" }],
        adminEvents: [
          {
            time: now,
            operationType: "CREATE",
            resourceType: "GROUP",
            resourcePath: "groups/abc",
          },
        ],
        userEvents: [
          { time: now, type: "LOGIN" },
          { time: now, type: "LOGIN" },
          { time: now, type: "LOGIN_ERROR" },
        ],
      }),
    );
    const { user } = await renderConsole({ route: "/master" });
    const card = (name: string) => screen.findByRole("region", { name }, { timeout: 20_000 });
    await waitFor(async () => {
      expect(within(await card("Users")).getByText("1,234")).toBeInTheDocument();
    });
    await waitFor(async () => {
      expect(within(await card("Clients")).getByText("100+")).toBeInTheDocument();
    });
    expect(within(await card("Groups")).getByText("7")).toBeInTheDocument();
    expect(within(await card("Active sessions")).getByText("5")).toBeInTheDocument();
    const events = await screen.findByRole("grid", { name: "Latest admin events" });
    expect(within(events).getByText("groups/abc")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Show the counts as a table" }));
    const counts = screen.getByRole("grid", { name: "Events counted per type" });
    expect(within(counts).getByRole("row", { name: "LOGIN 2" })).toBeInTheDocument();
    expect(within(counts).getByRole("row", { name: "LOGIN_ERROR 1" })).toBeInTheDocument();
  });

  it("requests nothing the administrator may not see", async () => {
    const dashboard = serve([]);
    await renderConsole({ route: "/master" });
    await screen.findByRole("heading", { name: /Welcome to/ }, { timeout: 20_000 });
    expect(screen.queryByRole("heading", { name: "At a glance" })).not.toBeInTheDocument();
    // Give any request a stray render would start the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dashboard.calls).toEqual([]);
  });

  it("asks only for the users count of an administrator who may only query users", async () => {
    const dashboard = serve(["query-users"], createDashboardState({ users: 3 }));
    await renderConsole({ route: "/master" });
    await screen.findByRole("region", { name: "Users" }, { timeout: 20_000 });
    await waitFor(() => {
      expect(dashboard.calls).toEqual(["/users/count"]);
    });
    expect(screen.queryByRole("region", { name: "Clients" })).not.toBeInTheDocument();
    expect(screen.queryByRole("grid", { name: "Latest admin events" })).not.toBeInTheDocument();
  });
});
