import type { UserSessionRepresentation } from "@gatehouse/admin-client";
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
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const clients = `${serverUrl}/admin/realms/:realm/clients`;

const session = (id: string, username: string, ipAddress: string): UserSessionRepresentation => ({
  id,
  username,
  userId: `${username}-id`,
  ipAddress,
  start: 1_700_000_000_000,
  lastAccess: 1_700_000_600_000,
  clients: { "app-id": "field-app" },
});

/**
 * A client with 9 regular sessions and 3 offline ones, paged by the server like Keycloak's (with
 * counts apart); ending a session removes it. Records every call.
 */
function useSessionsServer(rights = fullAdminRights) {
  const calls: string[] = [];
  let regular = Array.from({ length: 9 }, (_, index) =>
    session(`s${String(index)}`, `user${String(index)}`, `10.0.0.${String(index)}`),
  );
  let offline = Array.from({ length: 3 }, (_, index) =>
    session(`o${String(index)}`, `night${String(index)}`, `10.1.0.${String(index)}`),
  );
  const paged = (list: UserSessionRepresentation[], url: URL) => {
    const first = Number(url.searchParams.get("first") ?? 0);
    const max = Number(url.searchParams.get("max") ?? 100);
    return HttpResponse.json(list.slice(first, first + max));
  };
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    return url;
  };
  server.use(
    http.get(`${clients}/app-id`, () =>
      HttpResponse.json({ id: "app-id", clientId: "field-app", protocol: "openid-connect" }),
    ),
    http.get(`${clients}/app-id/session-count`, ({ request }) => {
      record(request);
      return HttpResponse.json({ count: regular.length });
    }),
    http.get(`${clients}/app-id/offline-session-count`, ({ request }) => {
      record(request);
      return HttpResponse.json({ count: offline.length });
    }),
    http.get(`${clients}/app-id/user-sessions`, ({ request }) => paged(regular, record(request))),
    http.get(`${clients}/app-id/offline-sessions`, ({ request }) =>
      paged(offline, record(request)),
    ),
    http.delete(`${serverUrl}/admin/realms/:realm/sessions/:id`, ({ request, params }) => {
      record(request);
      regular = regular.filter((item) => item.id !== params.id);
      offline = offline.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
    // Whatever else the client page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return calls;
}

const table = () => screen.findByRole("grid", { name: "Sessions of the client" });
const rowOf = (grid: HTMLElement, username: string) =>
  within(grid).findByRole("row", { name: new RegExp(`${username} `) });

describe("ClientSessionsTab", { timeout: 90_000 }, () => {
  it("shows a page crossing from regular to offline sessions with a constant number of requests", async () => {
    localStorage.setItem("pageSize", "10");
    const calls = useSessionsServer();
    const { user } = await renderConsole({ route: "/master/clients/app-id/sessions" });
    const grid = await table();
    const last = await rowOf(grid, "night0");
    expect(within(last).getByText("Offline")).toBeInTheDocument();
    expect(within(last).getByRole("link", { name: "night0" })).toHaveAttribute(
      "href",
      "/master/users/night0-id/settings",
    );
    expect(within(await rowOf(grid, "user8")).getByText("Regular")).toBeInTheDocument();
    expect(within(grid).queryByRole("row", { name: /night1 / })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes("-sessions"))).toEqual([
      "GET /admin/realms/master/clients/app-id/user-sessions?first=0&max=9",
      "GET /admin/realms/master/clients/app-id/offline-sessions?first=0&max=2",
    ]);

    calls.length = 0;
    await user.click(screen.getAllByRole("button", { name: /next page/i })[0] as HTMLElement);
    expect(await rowOf(grid, "night2")).toBeInTheDocument();
    expect(within(grid).queryByRole("row", { name: /user0 / })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes("-sessions"))).toEqual([
      "GET /admin/realms/master/clients/app-id/offline-sessions?first=1&max=11",
    ]);
    localStorage.removeItem("pageSize");
  });

  it("signs a regular session out and revokes an offline one, each after confirmation", async () => {
    const calls = useSessionsServer();
    const { user } = await renderConsole({ route: "/master/clients/app-id/sessions" });
    const grid = await table();

    await user.click(
      within(await rowOf(grid, "user3")).getByRole("button", { name: /^Actions for/ }),
    );
    expect(screen.queryByRole("menuitem", { name: "Revoke" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Sign out" }));
    let dialog = await screen.findByRole("dialog", { name: /Sign out this session\?/ });
    expect(dialog).toHaveTextContent("Sign user3 out of the session started from 10.0.0.3?");
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Session of user3 signed out.")).toBeInTheDocument();
    expect(calls).toContain("DELETE /admin/realms/master/sessions/s3?isOffline=false");
    await waitFor(() => {
      expect(within(grid).queryByRole("row", { name: /user3 / })).not.toBeInTheDocument();
    });

    await user.click(
      within(await rowOf(grid, "night1")).getByRole("button", { name: /^Actions for/ }),
    );
    await user.click(screen.getByRole("menuitem", { name: "Revoke" }));
    dialog = await screen.findByRole("dialog", { name: /Revoke this offline session\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Offline session of night1 revoked.")).toBeInTheDocument();
    expect(calls).toContain("DELETE /admin/realms/master/sessions/o1?isOffline=true");
  });

  it("offers no sign-out to an administrator who may not manage users", async () => {
    useSessionsServer(["query-clients", "view-clients", "view-users"]);
    await renderConsole({ route: "/master/clients/app-id/sessions" });
    const grid = await table();
    await rowOf(grid, "user0");
    expect(within(grid).queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
