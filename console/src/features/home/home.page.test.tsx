import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "../../../test/render";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
} from "../../../test/console-harness";
import { createDashboardState, dashboardHandlers } from "./dashboard-test-server";

const server = startMswServer();

describe("HomePage", { timeout: 60_000 }, () => {
  it("welcomes the user to the realm by its display name, else its name", async () => {
    server.use(
      ...dashboardHandlers(createDashboardState()),
      ...fakeServerHandlers(createFakeServer({ realms: [{ realm: "master" }] })),
    );
    await renderConsole({ route: "/" });
    expect(
      await screen.findByRole("heading", { name: "Welcome to master" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Welcome" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the server's version, features and memory on the server info tab", async () => {
    server.use(
      ...dashboardHandlers(createDashboardState()),
      ...fakeServerHandlers(createFakeServer()),
    );
    await renderConsole({ route: "/master/info" });
    const panel = await screen.findByRole("tabpanel", { name: "Server info" }, { timeout: 20_000 });
    expect(within(panel).getByText("26.7.3")).toBeInTheDocument();
    expect(within(panel).getByText("community")).toBeInTheDocument();
    const enabled = within(panel).getByRole("list", { name: "Enabled features" });
    expect(within(enabled).getByText("ORGANIZATION")).toBeInTheDocument();
    const disabled = within(panel).getByRole("list", { name: "Disabled features" });
    expect(within(disabled).getByText("WORKFLOWS")).toBeInTheDocument();
    expect(within(panel).getByText("2 GB")).toBeInTheDocument();
    expect(within(panel).getByText("1.5 GB (75 %)")).toBeInTheDocument();
  });

  it("lists providers and narrows them as you type", async () => {
    server.use(
      ...dashboardHandlers(createDashboardState()),
      ...fakeServerHandlers(createFakeServer()),
    );
    const { user, router } = await renderConsole({ route: "/master" });
    await user.click(await screen.findByRole("tab", { name: "Providers" }, { timeout: 20_000 }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master/providers");
    });
    const table = await screen.findByRole("grid", { name: /Service provider interfaces/ });
    expect(within(table).getByText("saml")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Search providers" }), "jar");
    await waitFor(() => {
      expect(within(table).queryByText("saml")).not.toBeInTheDocument();
    });
    expect(within(table).getByText("jar")).toBeInTheDocument();
    expect(within(table).getByText("theme")).toBeInTheDocument();
  });
});
