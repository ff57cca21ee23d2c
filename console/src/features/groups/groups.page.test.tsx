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
configure({ asyncUtilTimeout: 15_000 });

const groupsUrl = `${serverUrl}/admin/realms/master/groups`;
const manage = { view: true, manage: true, viewMembers: true, manageMembers: true };
const staff = { id: "a", name: "staff", path: "/staff", subGroupCount: 1, access: manage };
const berlin = {
  id: "b",
  name: "berlin",
  path: "/staff/berlin",
  parentId: "a",
  subGroupCount: 1,
  access: manage,
};
const itTeam = { id: "c", name: "it", path: "/staff/berlin/it", parentId: "b", subGroupCount: 0 };

/** A tree staff › berlin › it; records the query strings of the top-level list requests. */
function useTreeServer(rights = fullAdminRights, access = manage, permissionsV1 = false) {
  const topLevelRequests: string[] = [];
  const groups = new Map([staff, berlin].map((group) => [group.id, { ...group, access }]));
  server.use(
    http.get(`${groupsUrl}/count`, () => HttpResponse.json({ count: 1 })),
    http.get(`${groupsUrl}/:id/children`, ({ params }) =>
      HttpResponse.json(
        params["id"] === "a"
          ? [{ ...berlin, access }]
          : params["id"] === "b"
            ? [{ ...itTeam, access }]
            : [],
      ),
    ),
    http.get(`${groupsUrl}/:id`, ({ params }) => {
      const group = groups.get(String(params["id"]));
      return group === undefined
        ? HttpResponse.json({ error: "Could not find group by id" }, { status: 404 })
        : HttpResponse.json(group);
    }),
    http.get(groupsUrl, ({ request }) => {
      topLevelRequests.push(new URL(request.url).search);
      return HttpResponse.json([{ ...staff, access }]);
    }),
    http.get(`${groupsUrl}/:id/management/permissions`, () =>
      HttpResponse.json({ enabled: false }),
    ),
    ...fakeServerHandlers(
      createFakeServer({
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: {
          ...testServerInfo,
          features: [{ name: "ADMIN_FINE_GRAINED_AUTHZ", enabled: permissionsV1 }],
        },
      }),
    ),
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return topLevelRequests;
}

describe("GroupsPage", { timeout: 90_000 }, () => {
  it("opens the group at the end of the trail, with crumbs back up and its sub-groups", async () => {
    useTreeServer();
    await renderConsole({ route: "/master/groups/a/b" });

    expect(
      await screen.findByRole("heading", { level: 1, name: "berlin" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Sub-group trail" });
    expect(within(crumbs).getByRole("link", { name: "Groups" })).toHaveAttribute(
      "href",
      "/master/groups",
    );
    expect(within(crumbs).getByRole("link", { name: "staff" })).toHaveAttribute(
      "href",
      "/master/groups/a",
    );
    const grid = await screen.findByRole("grid", { name: "Sub-groups of berlin" });
    expect(await within(grid).findByRole("link", { name: "it" })).toHaveAttribute(
      "href",
      "/master/groups/a/b/c",
    );
    expect(screen.getByRole("button", { name: "Create sub-group" })).toBeInTheDocument();
  });

  it("puts a group opened by its id alone in its place in the tree", async () => {
    useTreeServer();
    const { router } = await renderConsole({ route: "/master/groups/b" });
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe("/master/groups/a/b");
      },
      { timeout: 20_000 },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "berlin" })).toBeInTheDocument();
  });

  it("lists the top level with counts and offers no change without the rights", async () => {
    const requests = useTreeServer(["query-groups", "view-users"], { ...manage, manage: false });
    await renderConsole({ route: "/master/groups" });

    const grid = await screen.findByRole("grid", { name: "Groups" }, { timeout: 20_000 });
    const row = await within(grid).findByRole("row", { name: /staff/ });
    expect(row).toHaveTextContent("/staff");
    expect(within(row).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /actions/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create group" })).not.toBeInTheDocument();
    // One page of the top level, with sub-group counts, whatever the realm holds.
    expect(
      requests.some(
        (search) => /first=0&max=11&/.test(search) && /subGroupsCount=true/.test(search),
      ),
    ).toBe(true);
  });

  it("shows the permissions tab only while the server runs fine-grained permissions version 1", async () => {
    useTreeServer(fullAdminRights, manage, true);
    const { user } = await renderConsole({ route: "/master/groups/a" });
    await user.click(await screen.findByRole("tab", { name: "Permissions" }, { timeout: 20_000 }));
    expect(
      await screen.findByRole("switch", { name: /permissions/i }, { timeout: 20_000 }),
    ).not.toBeChecked();
  });

  it("leaves the permissions tab out without version 1", async () => {
    useTreeServer();
    await renderConsole({ route: "/master/groups/a" });
    expect(
      await screen.findByRole("tab", { name: "Members" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Permissions" })).not.toBeInTheDocument();
  });

  it("browses the tree beside the list, opening a level only when asked", async () => {
    useTreeServer();
    const { user } = await renderConsole({ route: "/master/groups" });
    const tree = await screen.findByRole("navigation", { name: "Group tree" }, { timeout: 20_000 });
    expect(await within(tree).findByRole("link", { name: "staff" })).toHaveAttribute(
      "href",
      "/master/groups/a",
    );
    expect(within(tree).queryByRole("link", { name: "berlin" })).not.toBeInTheDocument();
    await user.click(within(tree).getByRole("button", { name: "Show the sub-groups of staff" }));
    expect(await within(tree).findByRole("link", { name: "berlin" })).toHaveAttribute(
      "href",
      "/master/groups/a/b",
    );
  });
});
