import type { GroupRepresentation, RoleRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const base = `${serverUrl}/admin/realms/acme`;
const rolesRoute = "/acme/realm-settings/user-registration";
const groupsRoute = `${rolesRoute}?section=default-groups`;
const defaultRole = { id: "r-default", name: "default-roles-acme", composite: true };
const offline: RoleRepresentation = { id: "r-offline", name: "offline_access", clientRole: false };
const auditor: RoleRepresentation = { id: "r-auditor", name: "auditor", clientRole: false };
const viewProfile: RoleRepresentation = {
  id: "r-view-profile",
  name: "view-profile",
  clientRole: true,
  containerId: "c-account",
};
const sales = { id: "g-sales", name: "sales", path: "/sales", subGroupCount: 0 };
const staff = { id: "g-staff", name: "staff", path: "/staff", subGroupCount: 0 };
const support = { id: "g-support", name: "support", path: "/support", subGroupCount: 0 };

/** The default role's composites and the default groups, as the server holds them. */
function useRegistrationServer(
  rights?: string[],
  {
    groups = [] as GroupRepresentation[],
    failRemoval = false,
  }: { groups?: GroupRepresentation[]; failRemoval?: boolean } = {},
) {
  const realmState = useRealmSettingsServer(server, {
    realm: { defaultRole },
    ...(rights !== undefined && { rights }),
  });
  const state = {
    composites: [offline, viewProfile],
    defaultGroups: [...groups],
    calls: realmState.calls,
  };
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const everyGroup = [sales, staff, support];
  server.use(
    http.get(`${base}/roles-by-id/:id/composites`, ({ params }) =>
      HttpResponse.json(params.id === defaultRole.id ? state.composites : []),
    ),
    http.post(`${base}/roles-by-id/r-default/composites`, async ({ request }) => {
      record(request);
      const added = (await request.json()) as RoleRepresentation[];
      state.composites.push(...added.map((role) => ({ ...role, clientRole: false })));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/roles-by-id/r-default/composites`, async ({ request }) => {
      record(request);
      const removed = new Set(((await request.json()) as RoleRepresentation[]).map((r) => r.id));
      state.composites = state.composites.filter((role) => !removed.has(role.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/clients/c-account`, () =>
      HttpResponse.json({ id: "c-account", clientId: "account" }),
    ),
    http.get(`${base}/roles`, () => HttpResponse.json([offline, auditor])),
    http.get(`${base}/ui-ext/available-roles/roles/r-default`, () => HttpResponse.json([])),
    http.get(`${base}/default-groups`, () => HttpResponse.json(state.defaultGroups)),
    http.put(`${base}/default-groups/:id`, ({ request, params }) => {
      record(request);
      const group = everyGroup.find((candidate) => candidate.id === params.id);
      if (group !== undefined && !state.defaultGroups.some((g) => g.id === group.id))
        state.defaultGroups.push(group);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/default-groups/:id`, ({ request, params }) => {
      record(request);
      if (failRemoval)
        return HttpResponse.json({ errorMessage: "Database unreachable" }, { status: 500 });
      state.defaultGroups = state.defaultGroups.filter((group) => group.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/groups`, () => HttpResponse.json(everyGroup)),
  );
  return state;
}

const writes = (calls: string[]) => calls.filter((call) => !call.startsWith("GET"));

describe("realm settings user registration tab", { timeout: 90_000 }, () => {
  it("lists the default role's realm and client roles and adds a realm role to it", async () => {
    const state = useRegistrationServer();
    const { user } = await renderConsole({ route: rolesRoute });
    const table = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(table).findByRole("row", { name: /offline_access/ })).toBeVisible();
    expect(within(table).getByRole("row", { name: /view-profile/ })).toHaveTextContent("account");
    expect(screen.getByText(/through the realm's default role default-roles-acme/)).toBeVisible();
    expect(screen.queryByText(/Client roles are listed only/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Assign role" }));
    const dialog = await screen.findByRole("dialog", { name: "Assign roles" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "Select auditor" }));
    await user.click(within(dialog).getByRole("button", { name: "Assign 1 role" }));
    expect(await within(table).findByRole("row", { name: /auditor/ })).toBeVisible();
    expect(writes(state.calls)).toEqual([
      "POST /admin/realms/acme/roles-by-id/r-default/composites",
    ]);
  });

  it("removes chosen default roles after asking", async () => {
    const state = useRegistrationServer();
    const { user } = await renderConsole({ route: rolesRoute });
    const table = await screen.findByRole("grid", { name: "Roles" });
    await user.click(await within(table).findByRole("checkbox", { name: "Select offline_access" }));
    await user.click(screen.getByRole("button", { name: "Unassign 1 role" }));
    const confirm = await screen.findByRole("dialog", { name: /Unassign the role\?/ });
    await user.click(within(confirm).getByRole("button", { name: "Unassign" }));
    await waitFor(() => {
      expect(within(table).queryByRole("row", { name: /offline_access/ })).toBeNull();
    });
    expect(state.composites.map((role) => role.name)).toEqual(["view-profile"]);
  });

  it("says what default groups do while there are none, and adds two with the picker", async () => {
    const state = useRegistrationServer();
    const { user } = await renderConsole({ route: groupsRoute });
    expect(await screen.findByRole("heading", { name: "No default groups" })).toBeVisible();
    expect(
      screen.getByText(/every new user of the realm joins as the user is created/),
    ).toBeVisible();

    await user.click(await screen.findByRole("button", { name: "Add groups" }));
    const dialog = await screen.findByRole("dialog", { name: "Add default groups" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "/sales" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "/staff" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("The chosen groups are now default groups.")).toBeVisible();

    const table = await screen.findByRole("grid", { name: "Default groups" });
    expect(await within(table).findByRole("link", { name: "/sales" })).toBeVisible();
    expect(within(table).getByRole("link", { name: "/staff" })).toBeVisible();
    expect(writes(state.calls)).toEqual([
      "PUT /admin/realms/acme/default-groups/g-sales",
      "PUT /admin/realms/acme/default-groups/g-staff",
    ]);
  });

  it("marks groups that already are default groups in the picker", async () => {
    useRegistrationServer(undefined, { groups: [sales] });
    const { user } = await renderConsole({ route: groupsRoute });
    await screen.findByRole("grid", { name: "Default groups" });
    await user.click(await screen.findByRole("button", { name: "Add groups" }));
    const dialog = await screen.findByRole("dialog", { name: "Add default groups" });
    expect(await within(dialog).findByRole("checkbox", { name: "/sales" })).toBeDisabled();
    expect(within(dialog).getByText("Already a default group")).toBeVisible();
  });

  it("removes one default group, and several at once, only after asking", async () => {
    const state = useRegistrationServer(undefined, { groups: [sales, staff, support] });
    const { user } = await renderConsole({ route: groupsRoute });
    const table = await screen.findByRole("grid", { name: "Default groups" });
    await within(table).findByRole("link", { name: "/sales" });

    await user.click(within(table).getByRole("button", { name: "Actions for /sales" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove" }));
    let confirm = await screen.findByRole("dialog", { name: /Remove from the default groups\?/ });
    expect(confirm).toHaveTextContent("New users will no longer join /sales.");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes(state.calls)).toEqual([]);

    await user.click(within(table).getByRole("checkbox", { name: "Select /staff" }));
    await user.click(within(table).getByRole("checkbox", { name: "Select /support" }));
    await user.click(screen.getByRole("button", { name: "Remove selected" }));
    confirm = await screen.findByRole("dialog", { name: /Remove from the default groups\?/ });
    expect(confirm).toHaveTextContent("these groups: /staff, /support.");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("The groups are no longer default groups.")).toBeVisible();
    await waitFor(() => {
      expect(within(table).queryByRole("link", { name: "/staff" })).toBeNull();
    });
    expect(state.defaultGroups.map((group) => group.path)).toEqual(["/sales"]);
  });

  it("keeps the question open with the server's reason when a removal fails", async () => {
    useRegistrationServer(undefined, { groups: [sales], failRemoval: true });
    const { user } = await renderConsole({ route: groupsRoute });
    const table = await screen.findByRole("grid", { name: "Default groups" });
    await user.click(await within(table).findByRole("button", { name: "Actions for /sales" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove" }));
    const confirm = await screen.findByRole("dialog", { name: /Remove from the default groups\?/ });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(
      await within(confirm).findByText("The default groups could not be removed"),
    ).toBeVisible();
    expect(within(confirm).getByText(/Database unreachable/)).toBeVisible();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(await within(table).findByRole("link", { name: "/sales" })).toBeVisible();
  });

  it("shows a view-realm administrator both lists with nothing to change", async () => {
    const state = useRegistrationServer(["view-realm", "view-users"], { groups: [sales] });
    const { user } = await renderConsole({ route: rolesRoute });
    const roles = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(roles).findByRole("row", { name: /offline_access/ })).toBeVisible();
    expect(
      screen.getByText(/Client roles are listed only for the clients you may view/),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Assign role" })).toBeNull();
    expect(within(roles).queryByRole("checkbox")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Default groups" }));
    const groups = await screen.findByRole("grid", { name: "Default groups" });
    expect(await within(groups).findByRole("link", { name: "/sales" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add groups" })).toBeNull();
    expect(within(groups).queryByRole("checkbox")).toBeNull();
    expect(within(groups).queryByRole("button", { name: "Actions for /sales" })).toBeNull();
    expect(writes(state.calls)).toEqual([]);
  });

  it("shows at most a thousand default groups, and says the list was cut", async () => {
    const many = Array.from({ length: 1001 }, (_, index) => ({
      id: `g-${String(index)}`,
      name: `team-${String(index).padStart(4, "0")}`,
      path: `/team-${String(index).padStart(4, "0")}`,
    }));
    useRegistrationServer(undefined, { groups: many });
    await renderConsole({ route: groupsRoute });
    expect(
      await screen.findByText("Only the first 1,000 default groups are listed."),
    ).toBeVisible();
    expect((await screen.findAllByText(/of 1,000/)).length).toBeGreaterThan(0);
  });

  it("tells an administrator who may not view groups that the server lists only some", async () => {
    useRegistrationServer(["view-realm"]);
    await renderConsole({ route: groupsRoute });
    expect(await screen.findByRole("heading", { name: "No default groups" })).toBeVisible();
    expect(screen.getByText(/Only the default groups you may view are listed/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add groups" })).toBeNull();
  });
});
