import type { UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
} from "../../../test/console-harness";
import { screen, waitFor, within } from "../../../test/render";

/** Holds the users list's code back until a test lets it through, as a slow network would. */
const codeGate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
});
vi.mock("./users.page", async (importOriginal) => {
  await codeGate.opened;
  return importOriginal();
});

const server = startMswServer();

const people: UserRepresentation[] = Array.from({ length: 25 }, (_, index) => ({
  id: `id-${String(index)}`,
  username: `person${String(index).padStart(2, "0")}`,
  enabled: true,
}));

describe("users routes", { timeout: 90_000 }, () => {
  it("asks for the page of users the address shows while the list's code is still loading", async () => {
    const lists: URL[] = [];
    server.use(
      ...fakeServerHandlers(createFakeServer()),
      // No user storage: every user is listed.
      http.get(`${serverUrl}/admin/realms/:realm/components`, () => HttpResponse.json([])),
      http.get(`${serverUrl}/admin/realms/:realm/users/count`, () =>
        HttpResponse.json(people.length),
      ),
      http.get(`${serverUrl}/admin/realms/:realm/users`, ({ request }) => {
        const url = new URL(request.url);
        lists.push(url);
        const first = Number(url.searchParams.get("first") ?? 0);
        const max = Number(url.searchParams.get("max") ?? 100);
        return HttpResponse.json(people.slice(first, first + max));
      }),
    );
    const { router } = await renderConsole({ route: "/master" });
    await screen.findByRole("heading", { name: "Welcome to Keycloak" });

    void router.navigate("/master/users?page=2");
    await waitFor(() => {
      expect(lists.map((url) => url.searchParams.get("first"))).toEqual(["10"]);
    });
    expect(screen.queryByRole("grid", { name: "Users" })).not.toBeInTheDocument();

    codeGate.open();
    const grid = await screen.findByRole("grid", { name: "Users" });
    expect(await within(grid).findByRole("link", { name: "person10" })).toBeInTheDocument();
    // The table showed the page the navigation asked for instead of asking again.
    expect(lists).toHaveLength(1);
  });
});
