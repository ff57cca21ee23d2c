import type { UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const people: UserRepresentation[] = Array.from({ length: 25 }, (_, index) => ({
  id: `id-${String(index)}`,
  username: `person${String(index).padStart(2, "0")}`,
  email: `person${String(index)}@example.org`,
  emailVerified: index % 2 === 0,
  enabled: index !== 1,
  createdTimestamp: 1_700_000_000_000,
  access: { manage: true },
}));

/** A users endpoint that records every call, answering `search` and paging like Keycloak. */
function useUsersServer(rights = fullAdminRights, extra: Parameters<typeof server.use> = []) {
  const state = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  const calls: URL[] = [];
  const matching = (url: URL) => {
    const search = (url.searchParams.get("search") ?? "").replace(/"/g, "");
    return people.filter((person) => person.username?.includes(search));
  };
  server.use(
    ...extra,
    ...fakeServerHandlers(state),
    // No user storage: the list loads as soon as it opens.
    http.get(`${serverUrl}/admin/realms/:realm/components`, () => HttpResponse.json([])),
    http.get(`${serverUrl}/admin/realms/:realm/users/count`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(matching(url).length);
    }),
    http.get(`${serverUrl}/admin/realms/:realm/users`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const first = Number(url.searchParams.get("first") ?? 0);
      const max = Number(url.searchParams.get("max") ?? 100);
      return HttpResponse.json(matching(url).slice(first, first + max));
    }),
  );
  return calls;
}

const table = () => screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });

describe("UsersPage", { timeout: 90_000 }, () => {
  it("loads a page with one list and one count request, and no request per row", async () => {
    const calls = useUsersServer();
    await renderConsole({ route: "/master/users" });
    const grid = await table();
    expect(await within(grid).findByRole("link", { name: "person00" })).toBeInTheDocument();
    expect(within(grid).getAllByRole("link")).toHaveLength(10);
    expect((await screen.findAllByText("25 total")).length).toBeGreaterThan(0);
    // A slow machine may reload the page once it turns stale; what matters is that every load is
    // one list and one count request, never a request per row.
    const paths = calls.map((url) => url.pathname);
    expect([...new Set(paths)].sort()).toEqual([
      "/admin/realms/master/users",
      "/admin/realms/master/users/count",
    ]);
    expect(paths.filter((path) => path.endsWith("/count"))).toHaveLength(paths.length / 2);
    const list = calls.find((url) => url.pathname.endsWith("/users"));
    expect(list?.searchParams.get("briefRepresentation")).toBe("true");
  });

  it("marks disabled users and unverified e-mail addresses", async () => {
    useUsersServer();
    await renderConsole({ route: "/master/users" });
    const grid = await table();
    const row = (name: string) =>
      within(grid)
        .getAllByRole("row")
        .find((candidate) => within(candidate).queryByRole("link", { name }) !== null);
    await within(grid).findByRole("link", { name: "person01" });
    expect(within(row("person01") as HTMLElement).getByText("Disabled")).toBeInTheDocument();
    expect(
      within(row("person01") as HTMLElement).getByRole("img", { name: "E-mail not verified" }),
    ).toBeInTheDocument();
    expect(within(row("person00") as HTMLElement).queryByText("Disabled")).not.toBeInTheDocument();
    expect(within(row("person00") as HTMLElement).queryByRole("img")).not.toBeInTheDocument();
  });

  it("sends the same search to the list and, when more than a page matches, the count, quoted when exact", async () => {
    const calls = useUsersServer();
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "person00" });
    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "person{Enter}");
    await waitFor(() => {
      expect(within(grid).getAllByRole("link")).toHaveLength(10);
    });
    await waitFor(() => {
      expect(calls.filter((url) => url.searchParams.get("search") === "person")).toHaveLength(2);
    });
    await user.click(screen.getByRole("checkbox", { name: "Exact search" }));
    await waitFor(() => {
      expect(calls.filter((url) => url.searchParams.get("search") === '"person"')).toHaveLength(2);
    });
  });

  it("offers an administrator who may only view users no write action", async () => {
    useUsersServer(["view-users", "query-users", "query-groups"]);
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "person00" });
    expect(screen.queryByRole("button", { name: "Add user" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bulk actions" })).not.toBeInTheDocument();
    expect(within(grid).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(within(grid).getByRole("button", { name: "Actions for person00" }));
    expect(await screen.findByRole("menuitem", { name: "Open details" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("tells an administrator who may only query users that none are open to them", async () => {
    // Without view-users the server lists only the users permissions open to the administrator.
    useUsersServer(
      ["query-users"],
      [
        http.get(`${serverUrl}/admin/realms/:realm/users`, () => HttpResponse.json([])),
        http.get(`${serverUrl}/admin/realms/:realm/users/count`, () => HttpResponse.json(0)),
      ],
    );
    await renderConsole({ route: "/master/users" });
    expect(
      await screen.findByText("There are no users in this realm that you may see."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add user" })).not.toBeInTheDocument();
  });

  it("runs a bulk action with a progress bar and lists the user it failed for", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loggedOut: string[] = [];
    useUsersServer(fullAdminRights, [
      http.post(`${serverUrl}/admin/realms/:realm/users/:id/logout`, async ({ params }) => {
        await held;
        const id = String(params["id"]);
        if (id === "id-2") return HttpResponse.json({ error: "User not found" }, { status: 404 });
        loggedOut.push(id);
        return new HttpResponse(null, { status: 204 });
      }),
    ]);
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "person00" });
    for (const name of ["person00", "person01", "person02"]) {
      await user.click(within(grid).getByRole("checkbox", { name: `Select ${name}` }));
    }
    await user.click(screen.getByRole("button", { name: "Bulk actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign out users" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out users" });
    expect(within(dialog).getByText("End every session of 3 users?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign out users" }));
    expect(await within(dialog).findByRole("progressbar")).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText("1 user failed, 2 succeeded.")).toBeInTheDocument();
    const failures = within(within(dialog).getByRole("list", { name: "Failures" })).getAllByRole(
      "listitem",
    );
    expect(failures.map((item) => item.textContent)).toEqual(["person02: User not found"]);
    expect(loggedOut.sort()).toEqual(["id-0", "id-1"]);
  });
});
