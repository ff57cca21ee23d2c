import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "../../test/render";
import {
  createFakeServer,
  createMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  testSession,
  whoAmIFor,
} from "../../test/console-harness";

const server = createMswServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  // Unmount first, so no request of this test reaches the next test's handlers.
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("dir");
});
afterAll(() => {
  server.close();
});

function useFakeServer(overrides: Parameters<typeof createFakeServer>[0] = {}) {
  const state = createFakeServer(overrides);
  server.use(...fakeServerHandlers(state));
  return state;
}

describe("console start-up", { timeout: 60_000 }, () => {
  it("shows a spinner until realm, who-am-I and server info are loaded, then the realm home", async () => {
    const state = useFakeServer();
    await renderConsole({ route: "/master" });
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    // The first test also waits for the lazily loaded page to be compiled.
    expect(
      await screen.findByRole("heading", { name: "Welcome to Keycloak" }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/temporary administrator/)).not.toBeInTheDocument();
    expect(state.calls).toEqual(
      expect.arrayContaining([
        "GET /admin/master/console/whoami",
        "GET /admin/realms/master",
        "GET /admin/serverinfo",
      ]),
    );
  });

  it("asks who-am-I of the sign-in realm for the realm in the address", async () => {
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("whoami")) requests.push(request.url);
    });
    useFakeServer();
    await renderConsole({ route: "/acme" });
    await screen.findByRole("heading", { name: "Welcome to Acme" });
    expect(requests[0]).toBe("http://keycloak.test/admin/master/console/whoami?currentRealm=acme");
    server.events.removeAllListeners();
  });

  it("falls back to no rights and English when who-am-I fails, and only logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    useFakeServer({ whoAmI: { status: 500 } });
    await renderConsole({ route: "/master" });
    expect(await screen.findByRole("heading", { name: "Welcome to Keycloak" })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Unable to fetch whoami", expect.anything());
    expect(screen.queryByRole("button", { name: /user menu/i })).toBeInTheDocument();
    expect(screen.queryByText("Manage")).not.toBeInTheDocument();
  });

  it("tells a user without console access so, and offers to sign out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const signOut = vi.fn();
    useFakeServer({ realmStatus: 403 });
    const { user } = await renderConsole({ session: testSession({ signOut }) });
    const dialog = await screen.findByRole("dialog", { name: /Something went wrong/ });
    expect(
      within(dialog).getByText(/not allowed to use the administration console/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("shows the error's message with a reload button when the server info cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    useFakeServer({ serverInfo: { status: 500 } });
    await renderConsole();
    const dialog = await screen.findByRole("dialog", { name: /Something went wrong/ });
    expect(within(dialog).getByText("unavailable")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("switches the page to right to left for an Arabic-speaking user", async () => {
    useFakeServer({ whoAmI: whoAmIFor({ master: fullAdminRights }, { locale: "ar" }) });
    await renderConsole();
    await waitFor(() => {
      expect(document.documentElement).toHaveAttribute("dir", "rtl");
    });
    expect(document.documentElement).toHaveAttribute("lang", "ar");
  });

  it("shows 'Page Not Found' for an unknown address", async () => {
    useFakeServer();
    await renderConsole({ route: "/master/no/such/page" });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
  });

  it("shows the temporary-admin banner to a temporary administrator only", async () => {
    useFakeServer({ whoAmI: whoAmIFor({ master: fullAdminRights }, { temporary: true }) });
    await renderConsole();
    expect(await screen.findByText(/signed in as a temporary administrator/)).toBeInTheDocument();
  });
});
