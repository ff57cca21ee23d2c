import type { RealmRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  testServerInfo,
  whoAmIFor,
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const events = [
  {
    id: "e1",
    time: 1_700_000_100_000,
    type: "LOGIN",
    clientId: "admin-cli",
    ipAddress: "10.0.0.1",
    details: { grant_type: "password" },
  },
  {
    id: "e2",
    time: 1_700_000_000_000,
    type: "LOGIN_ERROR",
    clientId: "admin-cli",
    ipAddress: "10.0.0.1",
    error: "invalid_user_credentials",
  },
];

interface Scenario {
  realm: RealmRepresentation;
  rights?: string[];
  eventsConfig?: { eventsEnabled: boolean };
}

/** The user u1 with two events; records each events request. */
function useEventsServer({ realm, rights = fullAdminRights, eventsConfig }: Scenario) {
  const requests: URL[] = [];
  server.use(
    http.get(`${realmUrl}/users/u1`, () =>
      HttpResponse.json({ id: "u1", username: "ada", enabled: true, access: { manage: true } }),
    ),
    http.get(`${realmUrl}/events/config`, () => HttpResponse.json(eventsConfig ?? {})),
    http.get(`${realmUrl}/clients`, ({ request }) => {
      const search = new URL(request.url).searchParams.get("clientId") ?? "";
      return HttpResponse.json(
        ["admin-cli", "web-shop", "field-app"]
          .filter((clientId) => clientId.includes(search))
          .map((clientId) => ({ id: `uuid-${clientId}`, clientId })),
      );
    }),
    http.get(`${realmUrl}/events`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const types = url.searchParams.getAll("type");
      const client = url.searchParams.get("client");
      return HttpResponse.json(
        events.filter(
          (event) =>
            (types.length === 0 || types.includes(event.type)) &&
            (client === null || event.clientId === client),
        ),
      );
    }),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [realm],
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: { ...testServerInfo, enums: { eventType: ["LOGIN_ERROR", "LOGIN"] } },
      }),
    ),
    // Whatever else the user page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return requests;
}

const sessionsTab = () => screen.findByRole("tab", { name: "Sessions" }, { timeout: 20_000 });

describe("EventsTab", { timeout: 90_000 }, () => {
  it("pages the user's events on the server and filters them by type", async () => {
    const requests = useEventsServer({ realm: { realm: "master", eventsEnabled: true } });
    const { user } = await renderConsole({ route: "/master/users/u1/events" });
    const grid = await screen.findByRole("grid", { name: "Events" }, { timeout: 20_000 });
    const errorRow = await within(grid).findByRole("row", { name: /LOGIN_ERROR/ });
    expect(errorRow).toHaveTextContent("invalid_user_credentials");
    const first = requests[0];
    expect(first?.searchParams.get("user")).toBe("u1");
    expect(first?.searchParams.get("first")).toBe("0");
    expect(first?.searchParams.get("max")).toBe("11");

    await user.click(
      within(within(grid).getByRole("row", { name: /^(?!.*ERROR).*LOGIN/ })).getByRole("button", {
        name: /^Show details of/,
      }),
    );
    expect(await screen.findByText("grant_type")).toBeInTheDocument();
    expect(screen.getByText("password")).toBeInTheDocument();

    const filters = screen.getByRole("form", { name: "Filter events" });
    await user.type(within(filters).getByRole("combobox", { name: "Event type" }), "ERR");
    await user.click(await screen.findByRole("option", { name: "LOGIN_ERROR" }));
    await user.click(within(filters).getByRole("button", { name: "Search" }));
    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.getAll("type")).toEqual(["LOGIN_ERROR"]);
    });
    const filtered = await screen.findByRole("grid", { name: "Events" });
    await waitFor(() => {
      expect(within(filtered).getAllByRole("row", { name: /LOGIN/ })).toHaveLength(1);
    });
  });

  it("sends client, days and IP address to the server, shows them as labels and clears them", async () => {
    const requests = useEventsServer({ realm: { realm: "master", eventsEnabled: true } });
    const { user } = await renderConsole({ route: "/master/users/u1/events" });
    await screen.findByRole("grid", { name: "Events" }, { timeout: 20_000 });
    const filters = screen.getByRole("form", { name: "Filter events" });

    await user.type(within(filters).getByRole("combobox", { name: "Client" }), "shop");
    await user.click(await screen.findByRole("option", { name: "web-shop" }));
    await user.type(within(filters).getByRole("textbox", { name: "From date" }), "2026-01-05");
    await user.type(within(filters).getByRole("textbox", { name: "To date" }), "2026-01-31");
    await user.type(within(filters).getByRole("textbox", { name: "IP address" }), "10.0.0.1");
    await user.click(within(filters).getByRole("button", { name: "Search" }));

    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.get("ipAddress")).toBe("10.0.0.1");
    });
    const sent = requests.at(-1)?.searchParams;
    expect(sent?.get("user")).toBe("u1");
    expect(sent?.get("first")).toBe("0");
    expect(sent?.get("client")).toBe("web-shop");
    expect(sent?.get("dateFrom")).toBe("2026-01-05");
    expect(sent?.get("dateTo")).toBe("2026-01-31");
    expect(sent?.getAll("type")).toEqual([]);

    const active = screen.getByRole("group", { name: "Active filters" });
    for (const value of ["web-shop", "2026-01-05", "2026-01-31", "10.0.0.1"])
      expect(within(active).getByText(value)).toBeInTheDocument();
    await user.click(within(active).getByRole("button", { name: "Remove filter 10.0.0.1" }));
    await waitFor(() => {
      expect(requests.at(-1)?.searchParams.has("ipAddress")).toBe(false);
    });
    expect(requests.at(-1)?.searchParams.get("client")).toBe("web-shop");
    expect(within(filters).getByRole("textbox", { name: "IP address" })).toHaveValue("");

    const sentBeforeClearing = requests.length;
    await user.click(within(active).getByRole("button", { name: "Clear all filters" }));
    // Both events are back (from the cache when the unfiltered list is still fresh), and nothing
    // sent since carries a filter.
    await waitFor(() => {
      expect(
        within(screen.getByRole("grid", { name: "Events" })).getAllByRole("row", { name: /LOGIN/ }),
      ).toHaveLength(2);
    });
    for (const sent of requests.slice(sentBeforeClearing))
      expect([...sent.searchParams.keys()].sort()).toEqual(["first", "max", "user"]);
    expect(screen.queryByRole("group", { name: "Active filters" })).not.toBeInTheDocument();
    expect(within(filters).getByRole("textbox", { name: "From date" })).toHaveValue("");
  });

  it("shows a bad day or a last day before the first under its field and sends nothing", async () => {
    const requests = useEventsServer({ realm: { realm: "master", eventsEnabled: true } });
    const { user } = await renderConsole({ route: "/master/users/u1/events" });
    await screen.findByRole("grid", { name: "Events" }, { timeout: 20_000 });
    const filters = screen.getByRole("form", { name: "Filter events" });
    const from = within(filters).getByRole("textbox", { name: "From date" });
    const to = within(filters).getByRole("textbox", { name: "To date" });

    await user.type(from, "2026-02-01");
    await user.type(to, "2026-01-31");
    await user.click(within(filters).getByRole("textbox", { name: "IP address" }));
    expect(await within(filters).findByText("This date is before the from date.")).toBeVisible();
    expect(to).toHaveAttribute("aria-invalid", "true");

    await user.clear(from);
    await user.type(from, "01.02.2026");
    await user.click(within(filters).getByRole("button", { name: "Search" }));
    expect(await within(filters).findByText("Enter a date as YYYY-MM-DD.")).toBeVisible();
    expect(from).toHaveAttribute("aria-invalid", "true");
    expect(within(filters).queryByText("This date is before the from date.")).toBeNull();
    expect(requests.some((request) => request.searchParams.has("dateFrom"))).toBe(false);
    expect(requests.some((request) => request.searchParams.has("dateTo"))).toBe(false);
  });

  it("reads the filters from the address", async () => {
    const requests = useEventsServer({ realm: { realm: "master", eventsEnabled: true } });
    await renderConsole({
      route: "/master/users/u1/events?types=LOGIN_ERROR&client=admin-cli&dateFrom=2026-01-05",
    });
    await screen.findByRole("grid", { name: "Events" }, { timeout: 20_000 });
    await waitFor(() => {
      expect(requests.at(0)?.searchParams.getAll("type")).toEqual(["LOGIN_ERROR"]);
    });
    expect(requests.at(0)?.searchParams.get("client")).toBe("admin-cli");
    expect(requests.at(0)?.searchParams.get("dateFrom")).toBe("2026-01-05");
    const filters = screen.getByRole("form", { name: "Filter events" });
    expect(within(filters).getByRole("textbox", { name: "From date" })).toHaveValue("2026-01-05");
    expect(within(filters).getByRole("combobox", { name: "Client" })).toHaveValue("admin-cli");
  });

  it("reads the events settings when the realm representation leaves the flag out", async () => {
    useEventsServer({
      realm: { realm: "master" },
      rights: ["query-users", "view-users", "view-events"],
      eventsConfig: { eventsEnabled: true },
    });
    await renderConsole({ route: "/master/users/u1/settings" });
    expect(await screen.findByRole("tab", { name: "Events" }, { timeout: 20_000 })).toBeVisible();
  });

  it("hides the tab when the realm stores no events", async () => {
    useEventsServer({ realm: { realm: "master", eventsEnabled: false } });
    await renderConsole({ route: "/master/users/u1/settings" });
    await sessionsTab();
    expect(screen.queryByRole("tab", { name: "Events" })).not.toBeInTheDocument();
  });

  it("hides the tab from admins who may not view events", async () => {
    useEventsServer({
      realm: { realm: "master", eventsEnabled: true },
      rights: fullAdminRights.filter((right) => right !== "view-events"),
    });
    await renderConsole({ route: "/master/users/u1/settings" });
    await sessionsTab();
    expect(screen.queryByRole("tab", { name: "Events" })).not.toBeInTheDocument();
  });
});
