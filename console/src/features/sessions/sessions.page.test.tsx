import type { UiSessionRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

interface SessionsState {
  sessions: UiSessionRepresentation[];
  listRequests: URLSearchParams[];
  calls: string[];
}

/** The session endpoints the page uses, answering from `state` as the server would. */
function useSessionsServer(
  mswServer: SetupServer,
  {
    rights = fullAdminRights,
    sessions = [],
  }: { rights?: string[]; sessions?: UiSessionRepresentation[] },
): SessionsState {
  const state: SessionsState = { sessions, listRequests: [], calls: [] };
  const base = `${serverUrl}/admin/realms/:realm`;
  mswServer.use(
    http.get(`${base}/ui-ext/sessions`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listRequests.push(params);
      const type = params.get("type") ?? "ALL";
      const search = params.get("search") ?? "";
      const first = Number(params.get("first") ?? "0");
      const max = Number(params.get("max") ?? "10");
      const matching = state.sessions.filter(
        (session) =>
          (type === "ALL" || session.type === type) &&
          [session.username, session.ipAddress].some((text) => (text ?? "").includes(search)),
      );
      return HttpResponse.json(matching.slice(first, first + max));
    }),
    http.delete(`${base}/sessions/:id`, ({ request, params }) => {
      state.calls.push(`DELETE ${String(params.id)} ${new URL(request.url).search}`);
      state.sessions = state.sessions.filter((session) => session.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
  );
  return state;
}

const clients = Object.fromEntries(
  ["web", "shop", "admin-cli", "mobile", "kiosk"].map((name) => [`id-${name}`, name]),
);
const alice: UiSessionRepresentation = {
  id: "s-alice",
  username: "alice",
  userId: "u-alice",
  ipAddress: "10.0.0.1",
  start: Date.UTC(2026, 0, 2, 10),
  lastAccess: Date.UTC(2026, 0, 2, 11),
  type: "REGULAR",
  clients,
};
const bob: UiSessionRepresentation = {
  id: "s-bob",
  username: "bob",
  userId: "u-bob",
  ipAddress: "10.0.0.2",
  type: "OFFLINE",
  clients: { "id-web": "web" },
};

const table = () => screen.findByRole("grid", { name: "Sessions" }, { timeout: 15_000 });
const row = async (name: string) =>
  within(await table()).findByRole("row", { name: new RegExp(`\\b${name}\\b`) });

describe("SessionsPage", { timeout: 90_000 }, () => {
  it("shows each session with its user, address, type and a few of its clients", async () => {
    const state = useSessionsServer(server, { sessions: [alice, bob] });
    await renderConsole({ route: "/master/sessions" });
    const aliceRow = await row("alice");
    expect(within(aliceRow).getByRole("link", { name: "alice" })).toHaveAttribute(
      "href",
      "/master/users/u-alice/settings",
    );
    expect(aliceRow).toHaveTextContent("10.0.0.1");
    expect(aliceRow).toHaveTextContent("Regular");
    expect(aliceRow).toHaveTextContent(/admin-cli\s*kiosk\s*mobile\s*\+2 more/);
    expect(await row("bob")).toHaveTextContent("Offline");
    // One request for the page, however many clients the sessions name.
    // (A busy machine may ask the same page again once it is no longer fresh.)
    expect(new Set(state.listRequests.map(String))).toEqual(new Set(["type=ALL&first=0&max=11"]));
  });

  it("filters by type and searches on the server", async () => {
    const state = useSessionsServer(server, { sessions: [alice, bob] });
    const { user } = await renderConsole({ route: "/master/sessions?type=offline" });
    await row("bob");
    expect(within(await table()).queryByRole("link", { name: "alice" })).toBeNull();
    expect(state.listRequests.at(-1)?.get("type")).toBe("OFFLINE");

    await user.click(screen.getByRole("button", { name: /^Session type/ }));
    await user.click(screen.getByRole("option", { name: "All sessions" }));
    await row("alice");
    await user.type(screen.getByRole("textbox", { name: "Search Sessions" }), "10.0.0.2{Enter}");
    await waitFor(() => {
      expect(within(screen.getByRole("grid")).queryByRole("link", { name: "alice" })).toBeNull();
    });
    expect(state.listRequests.at(-1)?.get("search")).toBe("10.0.0.2");
  });

  it("signs an offline session out with the offline flag after confirmation", async () => {
    const state = useSessionsServer(server, { sessions: [alice, bob] });
    const { user } = await renderConsole({ route: "/master/sessions" });
    await user.click(within(await row("bob")).getByRole("button", { name: /^Actions for bob/ }));
    await user.click(screen.getByRole("menuitem", { name: "Sign out" }));
    const dialog = await screen.findByRole("dialog", { name: /End this offline session\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => {
      expect(within(screen.getByRole("grid")).queryByRole("link", { name: "bob" })).toBeNull();
    });
    expect(state.calls).toEqual(["DELETE s-bob ?isOffline=true"]);
  });

  it("offers no action to an administrator who may only view", async () => {
    useSessionsServer(server, {
      rights: ["view-realm", "view-clients", "view-users"],
      sessions: [alice],
    });
    await renderConsole({ route: "/master/sessions" });
    const aliceRow = await row("alice");
    expect(within(aliceRow).queryByRole("button", { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out all sessions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Revocation" })).toBeNull();
  });
});
