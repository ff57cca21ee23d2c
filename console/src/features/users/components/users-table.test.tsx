import type { UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const named = (prefix: string, length: number): UserRepresentation[] =>
  Array.from({ length }, (_, index) => ({
    id: `${prefix}-${String(index)}`,
    username: `${prefix}${String(index).padStart(2, "0")}`,
    enabled: true,
  }));
// Guests list first; a search for "person" finds more people than one page holds.
const people = [...named("guest", 15), ...named("person", 25)];

/** Holds the server's answer to the count until the test lets it through. */
function heldCount() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: URL[] = [];
  const handler = http.get(`${serverUrl}/admin/realms/:realm/users/count`, async ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    await released;
    const search = url.searchParams.get("search") ?? "";
    return HttpResponse.json(people.filter((person) => person.username?.includes(search)).length);
  });
  return { handler, asked, release };
}

function useUsersServer(count: ReturnType<typeof heldCount>) {
  const pages: URL[] = [];
  server.use(
    ...fakeServerHandlers(createFakeServer()),
    // No user storage: every user is listed.
    http.get(`${serverUrl}/admin/realms/:realm/components`, () => HttpResponse.json([])),
    count.handler,
    http.get(`${serverUrl}/admin/realms/:realm/users`, ({ request }) => {
      const url = new URL(request.url);
      pages.push(url);
      const search = url.searchParams.get("search") ?? "";
      const first = Number(url.searchParams.get("first") ?? 0);
      const max = Number(url.searchParams.get("max") ?? 100);
      const matching = people.filter((person) => person.username?.includes(search));
      return HttpResponse.json(matching.slice(first, first + max));
    }),
  );
  return pages;
}

describe("UsersTable", { timeout: 90_000 }, () => {
  it("shows the users while the count is still on its way, then the total", async () => {
    const count = heldCount();
    useUsersServer(count);
    await renderConsole({ route: "/master/users" });

    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    expect(await within(grid).findByRole("link", { name: "guest00" })).toBeInTheDocument();
    expect(within(grid).getAllByRole("link")).toHaveLength(10);
    await waitFor(() => {
      expect(count.asked).toHaveLength(1);
    });
    expect(screen.queryByText("40 total")).not.toBeInTheDocument();

    count.release();
    expect((await screen.findAllByText("40 total")).length).toBeGreaterThan(0);
  });

  it("shows a search's users before its count, one page request per search", async () => {
    const count = heldCount();
    const pages = useUsersServer(count);
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    await within(grid).findByRole("link", { name: "guest00" });

    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "person{Enter}");
    expect(await within(grid).findByRole("link", { name: "person09" })).toBeInTheDocument();
    expect(within(grid).queryByRole("link", { name: "guest00" })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(count.asked.map((url) => url.searchParams.get("search"))).toContain("person");
    });
    expect(screen.queryByText("25 total")).not.toBeInTheDocument();
    expect(pages.filter((url) => url.searchParams.get("search") === "person")).toHaveLength(1);

    count.release();
    expect((await screen.findAllByText("25 total")).length).toBeGreaterThan(0);
  });

  it("asks for no count when a search's rows fit on one page, and shows their number", async () => {
    const count = heldCount();
    useUsersServer(count);
    const { user } = await renderConsole({ route: "/master/users" });
    const grid = await screen.findByRole("grid", { name: "Users" }, { timeout: 15_000 });
    await within(grid).findByRole("link", { name: "guest00" });
    await waitFor(() => {
      expect(count.asked).toHaveLength(1);
    });

    await user.type(screen.getByRole("textbox", { name: "Search Users" }), "person2{Enter}");
    expect(await within(grid).findByRole("link", { name: "person24" })).toBeInTheDocument();
    expect(within(grid).getAllByRole("link")).toHaveLength(5);
    expect((await screen.findAllByText("5 total")).length).toBeGreaterThan(0);
    expect(count.asked.map((url) => url.searchParams.get("search"))).not.toContain("person2");
  });
});
