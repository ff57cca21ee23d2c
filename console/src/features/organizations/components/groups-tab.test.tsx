import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
} from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useOrganizationServer } from "../organization-members-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

describe("GroupsTab", { timeout: 90_000 }, () => {
  it("creates a group, opens it, creates a sub-group and goes back along the trail", async () => {
    const state = useOrganizationServer(server);
    const { user } = await renderConsole({ route: "/master/organizations/org-1/groups" });
    await screen.findByRole("heading", { name: "No groups" }, { timeout: 15_000 });
    await user.click(screen.getByRole("button", { name: "Create group" }));
    const create = await screen.findByRole("dialog", { name: "Create a group" });
    await user.type(within(create).getByRole("textbox", { name: /Name/ }), "Engineering");
    await user.click(within(create).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Group Engineering created.")).toBeVisible();

    const top = await screen.findByRole("grid", { name: "Groups of the organization" });
    await user.click(await within(top).findByRole("button", { name: "Engineering" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Engineering" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Create sub-group" }));
    const createSub = await screen.findByRole("dialog", {
      name: "Create a sub-group of Engineering",
    });
    await user.type(within(createSub).getByRole("textbox", { name: /Name/ }), "Backend");
    await user.click(within(createSub).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Group Backend created.")).toBeVisible();
    expect(state.groups).toEqual([
      expect.objectContaining({ name: "Engineering" }),
      expect.objectContaining({ name: "Backend", parentId: "group-1" }),
    ]);
    expect(await screen.findByRole("heading", { name: "No members" })).toBeVisible();

    const trail = screen.getByRole("navigation", { name: "Group path" });
    await user.click(within(trail).getByRole("button", { name: "Groups" }));
    expect(await screen.findByRole("grid", { name: "Groups of the organization" })).toBeVisible();
  });

  it("is left out on a server whose organizations have no groups", async () => {
    const state = useOrganizationServer(server);
    // An earlier release: its admin events know no organization group.
    server.use(
      http.get(`${serverUrl}/admin/serverinfo`, () =>
        HttpResponse.json({ ...testServerInfo, enums: { resourceType: ["ORGANIZATION"] } }),
      ),
    );
    await renderConsole({ route: "/master/organizations/org-1/members" });
    const tabs = await screen.findByRole("tablist", {}, { timeout: 15_000 });
    expect(within(tabs).getByRole("tab", { name: "Members" })).toBeVisible();
    expect(within(tabs).queryByRole("tab", { name: "Groups" })).not.toBeInTheDocument();
    expect(state.calls.filter((call) => call.includes("/groups"))).toEqual([]);
  });

  it("deletes a group after asking", async () => {
    const state = useOrganizationServer(server, {
      state: { groups: [{ id: "g1", name: "Sales" }] },
    });
    const { user } = await renderConsole({ route: "/master/organizations/org-1/groups" });
    const top = await screen.findByRole(
      "grid",
      { name: "Groups of the organization" },
      { timeout: 15_000 },
    );
    await user.click(await within(top).findByRole("button", { name: "Actions for Sales" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete group\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Group Sales deleted.")).toBeVisible();
    expect(state.groups).toEqual([]);
  });
});
