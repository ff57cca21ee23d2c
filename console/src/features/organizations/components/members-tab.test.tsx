import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  renderConsole,
  serverUrl,
  startMswServer,
  testServerInfo,
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useOrganizationServer } from "../organization-members-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const members = [
  { id: "u1", username: "amira", email: "amira@example.test", membershipType: "UNMANAGED" },
  { id: "u2", username: "bruno", email: "bruno@example.test", membershipType: "MANAGED" },
] as const;

describe("MembersTab", { timeout: 90_000 }, () => {
  it("lists members with their membership type and filters by type on the server", async () => {
    const state = useOrganizationServer(server, { state: { members: [...members] } });
    const { user } = await renderConsole({ route: "/master/organizations/org-1/members" });
    const table = await screen.findByRole("grid", { name: "Members" }, { timeout: 15_000 });
    const bruno = await within(table).findByRole("row", { name: /bruno/ });
    expect(within(bruno).getByText("Managed")).toBeVisible();
    expect(within(table).getByRole("link", { name: "amira" })).toHaveAttribute(
      "href",
      "/master/users/u1/settings",
    );

    await user.click(screen.getByRole("button", { name: /Membership type/ }));
    await user.click(await screen.findByRole("option", { name: "Unmanaged" }));
    expect(await within(table).findByRole("link", { name: "amira" })).toBeVisible();
    expect(within(table).queryByRole("link", { name: "bruno" })).not.toBeInTheDocument();
    expect(state.memberRequests.at(-1)?.get("membershipType")).toBe("UNMANAGED");
  });

  it("removes a member after asking", async () => {
    const state = useOrganizationServer(server, { state: { members: [...members] } });
    const { user } = await renderConsole({ route: "/master/organizations/org-1/members" });
    const table = await screen.findByRole("grid", { name: "Members" }, { timeout: 15_000 });
    await user.click(await within(table).findByRole("button", { name: "Actions for amira" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove from organization" }));
    const dialog = await screen.findByRole("dialog", { name: /Remove members\? \(1\)/ });
    expect(dialog).toHaveTextContent("Remove amira from Acme?");
    await user.click(within(dialog).getByRole("button", { name: "Remove from organization" }));
    expect(await screen.findByText("Members removed: 1")).toBeVisible();
    expect(state.members.map((member) => member.username)).toEqual(["bruno"]);
  });

  it("offers no changes without a right to change the organization", async () => {
    useOrganizationServer(server, {
      rights: ["manage-users", "view-users", "query-groups", "view-organizations"],
      state: { members: [...members] },
    });
    await renderConsole({ route: "/master/organizations/org-1/members" });
    const table = await screen.findByRole("grid", { name: "Members" }, { timeout: 15_000 });
    expect(await within(table).findByRole("link", { name: "amira" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add members" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite a user" })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole("button", { name: "Actions for amira" }),
    ).not.toBeInTheDocument();
  });

  it("lists the pending invitations where the server keeps them", async () => {
    useOrganizationServer(server, { state: { members: [...members] } });
    await renderConsole({ route: "/master/organizations/org-1/members" });
    expect(
      await screen.findByRole("heading", { name: "Pending invitations" }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByRole("heading", { name: "No pending invitations" })).toBeVisible();
  });

  it("shows no invitations, and no failure, where the server keeps no list of them", async () => {
    useOrganizationServer(server, { state: { members: [...members] } });
    let asked = 0;
    server.use(
      http.get(`${serverUrl}/admin/realms/:realm/organizations/:orgId/invitations`, () => {
        asked += 1;
        return HttpResponse.json({ error: "HTTP 404 Not Found" }, { status: 404 });
      }),
    );
    await renderConsole({ route: "/master/organizations/org-1/members" });
    const table = await screen.findByRole("grid", { name: "Members" }, { timeout: 15_000 });
    expect(await within(table).findByRole("link", { name: "amira" })).toBeVisible();
    await waitFor(() => {
      expect(asked).toBe(1);
    });
    await waitFor(() => {
      expect(
        screen.queryByRole("heading", { name: "Pending invitations" }),
      ).not.toBeInTheDocument();
    });
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it("does not ask for invitations on a release from before kept invitations", async () => {
    const state = useOrganizationServer(server, { state: { members: [...members] } });
    server.use(
      http.get(`${serverUrl}/admin/serverinfo`, () =>
        HttpResponse.json({
          ...testServerInfo,
          features: testServerInfo.features?.filter(
            (feature) => feature.name !== "JWT_AUTHORIZATION_GRANT",
          ),
        }),
      ),
    );
    await renderConsole({ route: "/master/organizations/org-1/members" });
    const table = await screen.findByRole("grid", { name: "Members" }, { timeout: 15_000 });
    expect(await within(table).findByRole("link", { name: "amira" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Pending invitations" })).not.toBeInTheDocument();
    expect(state.calls.filter((call) => call.endsWith("/invitations"))).toEqual([]);
  });
});
