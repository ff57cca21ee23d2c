import type { ServerInfoRepresentation, WorkflowRepresentation } from "@gatehouse/admin-client";
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
import { configure, screen, waitFor, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

/** A server with the workflows feature on and the event-driven workflows the console speaks to. */
const workflowsServerInfo: ServerInfoRepresentation = {
  ...testServerInfo,
  features: [{ name: "WORKFLOWS", enabled: true }],
  providers: {
    ...testServerInfo.providers,
    "workflow-event": { providers: { "user-created": {} } },
  },
};

/** The workflow endpoints the list uses, answering from `workflows` as the server would. */
function useWorkflowsServer(
  workflows: WorkflowRepresentation[],
  rights = fullAdminRights,
  serverInfo = workflowsServerInfo,
) {
  const state = { workflows, updates: [] as WorkflowRepresentation[], searches: [] as string[] };
  const base = `${serverUrl}/admin/realms/:realm/workflows`;
  server.use(
    http.get(base, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const search = params.get("search") ?? "";
      state.searches.push(search);
      const first = Number(params.get("first") ?? "0");
      const max = Number(params.get("max") ?? "10");
      const matching = state.workflows.filter((w) => (w.name ?? "").includes(search));
      return HttpResponse.json(matching.slice(first, first + max));
    }),
    http.get(`${base}/:id`, ({ params }) =>
      HttpResponse.json(state.workflows.find((w) => w.id === params.id)),
    ),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as WorkflowRepresentation;
      state.updates.push(body);
      state.workflows = state.workflows.map((w) => (w.id === params.id ? body : w));
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }), serverInfo })),
  );
  return state;
}

const expire: WorkflowRepresentation = {
  id: "w1",
  name: "Expire guests",
  on: "user-created",
  steps: [
    { id: "s1", uses: "notify-user", after: "7d" },
    { id: "s2", uses: "disable-user", after: "30d" },
  ],
};

describe("WorkflowsPage", { timeout: 60_000 }, () => {
  it("lists each workflow's event, state and steps, and disables one keeping its steps", async () => {
    const state = useWorkflowsServer([expire, { id: "w2", name: "Paused", enabled: false }]);
    const { user } = await renderConsole({ route: "/master/workflows" });
    const table = await screen.findByRole("grid", { name: "Workflows" });
    const row = (await within(table).findByText("Expire guests")).closest("tr");
    if (row === null) throw new Error("no row");
    expect(within(row).getByText("user-created")).toBeInTheDocument();
    expect(within(row).getByText("Enabled")).toBeInTheDocument();
    expect(
      within(row).getByText("notify-user (after 7d), disable-user (after 30d)"),
    ).toBeInTheDocument();
    expect(within(table).getByText("Disabled")).toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Actions for Expire guests" }));
    await user.click(await screen.findByRole("menuitem", { name: "Disable" }));
    await waitFor(() => {
      expect(state.updates).toHaveLength(1);
    });
    expect(state.updates[0]).toMatchObject({ enabled: false, steps: expire.steps });
    expect(await screen.findByText("The workflow Expire guests is disabled.")).toBeVisible();
  });

  it("names realm-admin instead of a refused list to administrators with view-realm and manage-realm", async () => {
    const state = useWorkflowsServer([expire], ["view-realm", "manage-realm"]);
    await renderConsole({ route: "/master/workflows" });
    expect(await screen.findByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    expect(
      screen.getByText("You need the following right to see this page: realm-admin"),
    ).toBeVisible();
    expect(screen.queryByRole("grid", { name: "Workflows" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create workflow" })).not.toBeInTheDocument();
    // Nothing was asked of the workflows API, which would only refuse it.
    expect(state.searches).toEqual([]);
  });

  it("names realm-admin on the create page before anything can be typed", async () => {
    const state = useWorkflowsServer([], ["view-realm", "manage-realm"]);
    await renderConsole({ route: "/master/workflows/new" });
    expect(await screen.findByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    expect(
      screen.getByText("You need the following right to see this page: realm-admin"),
    ).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Workflow YAML" })).not.toBeInTheDocument();
    expect(state.searches).toEqual([]);
  });

  it("says the server lacks them, and asks nothing, on a server with the feature's first API", async () => {
    // An earlier release has the feature, but its workflows are timed, not started by events.
    const earlier = { ...workflowsServerInfo, providers: testServerInfo.providers };
    const state = useWorkflowsServer([expire], fullAdminRights, earlier);
    await renderConsole({ route: "/master/workflows" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Not on this server" }),
    ).toBeVisible();
    expect(screen.getByText(/This server does not offer the workflows/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Workflows" })).not.toBeInTheDocument();
    expect(state.searches).toEqual([]);
  });
});
