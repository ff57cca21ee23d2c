import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "../../../test/render";
import {
  createFakeServer,
  createMswServer,
  emulateDesktopLayout,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  testSession,
  whoAmIFor,
} from "../../../test/console-harness";
import { recentRealmsKey } from "./recent-realms";

const server = createMswServer();
let restoreLayout: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  restoreLayout = emulateDesktopLayout();
});
afterEach(() => {
  // Unmount first, so no request of this test reaches the next test's handlers.
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  restoreLayout();
});

function useFakeServer(overrides: Parameters<typeof createFakeServer>[0] = {}) {
  const state = createFakeServer(overrides);
  server.use(...fakeServerHandlers(state));
  return state;
}

async function openUserMenu(user: Awaited<ReturnType<typeof renderConsole>>["user"], name: RegExp) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("menu");
}

describe("shell layout", { timeout: 60_000 }, () => {
  it("links the logo to the realm home", async () => {
    useFakeServer();
    await renderConsole({ route: "/acme/realms" });
    const logo = await screen.findByRole("img", { name: "Gatehouse home" });
    expect(logo.closest("a")).toHaveAttribute("href", "/acme");
  });

  it("offers 'manage realms' in the master realm only", async () => {
    useFakeServer();
    const { router } = await renderConsole({ route: "/master" });
    const nav = await screen.findByRole("navigation", { name: "Realm navigation" });
    expect(within(nav).getByRole("link", { name: "Manage realms" })).toHaveAttribute(
      "href",
      "/master/realms",
    );
    await router.navigate("/acme");
    await screen.findByRole("heading", { name: "Welcome to Acme" });
    expect(within(nav).queryByRole("link", { name: "Manage realms" })).not.toBeInTheDocument();
  });

  it("names the user by full name, else by username, else as unknown", async () => {
    useFakeServer();
    const first = await renderConsole({ session: testSession() });
    expect(
      await screen.findByRole("button", { name: "User menu for Ada Lovelace" }),
    ).toBeInTheDocument();
    first.unmount();
    await renderConsole({ session: testSession({ profile: { preferred_username: "ada" } }) });
    expect(await screen.findByRole("button", { name: "User menu for ada" })).toBeInTheDocument();
  });

  it("shows the administrator's picture in the user menu when the token carries one", async () => {
    useFakeServer();
    const picture = "https://pictures.example.test/ada.png";
    const first = await renderConsole({
      session: testSession({ profile: { given_name: "Ada", picture } }),
    });
    const toggle = await screen.findByRole("button", { name: "User menu for Ada" });
    expect(toggle.querySelector("img")).toHaveAttribute("src", picture);
    first.unmount();
    await renderConsole({ session: testSession({ profile: { given_name: "Ada" } }) });
    const plain = await screen.findByRole("button", { name: "User menu for Ada" });
    expect(plain.querySelector("img")).toBeNull();
  });

  it("signs out and opens the account page from the user menu", async () => {
    useFakeServer();
    const signOut = vi.fn();
    const manageAccount = vi.fn();
    const { user } = await renderConsole({ session: testSession({ signOut, manageAccount }) });
    let menu = await openUserMenu(user, /User menu/);
    await user.click(within(menu).getByRole("menuitem", { name: "Manage account" }));
    expect(manageAccount).toHaveBeenCalledOnce();
    menu = await openUserMenu(user, /User menu/);
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("shows the server's version and providers as realm info", async () => {
    useFakeServer();
    const { user } = await renderConsole();
    const menu = await openUserMenu(user, /User menu/);
    await user.click(within(menu).getByRole("menuitem", { name: "Realm info" }));
    const dialog = await screen.findByRole("dialog", { name: "Realm info" });
    expect(within(dialog).getByText("26.7.3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "Providers" }));
    expect(await within(dialog).findByText("openid-connect")).toBeInTheDocument();
  });

  it("offers cache clearing in master with manage-realm only", async () => {
    useFakeServer({
      whoAmI: whoAmIFor({ master: ["view-realm"], acme: fullAdminRights }),
    });
    const { user, router } = await renderConsole({ route: "/master" });
    let menu = await openUserMenu(user, /User menu/);
    expect(within(menu).queryByRole("menuitem", { name: "Clear caches" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await router.navigate("/acme");
    await screen.findByRole("heading", { name: "Welcome to Acme" });
    menu = await openUserMenu(user, /User menu/);
    expect(within(menu).queryByRole("menuitem", { name: "Clear caches" })).not.toBeInTheDocument();
  });

  it("clears each cache and reports success", async () => {
    const state = useFakeServer();
    const { user } = await renderConsole();
    const menu = await openUserMenu(user, /User menu/);
    await user.click(within(menu).getByRole("menuitem", { name: "Clear caches" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear caches" });
    for (const name of ["Realm cache", "User cache", "Keys cache", "CRL cache"]) {
      await user.click(within(dialog).getByRole("button", { name }));
      await waitFor(() => {
        expect(within(dialog).getByRole("button", { name })).toBeEnabled();
      });
    }
    expect(state.calls.filter((call) => call.startsWith("POST"))).toEqual([
      "POST /admin/realms/master/clear-realm-cache",
      "POST /admin/realms/master/clear-user-cache",
      "POST /admin/realms/master/clear-keys-cache",
      "POST /admin/realms/master/clear-crl-cache",
    ]);
    expect(await screen.findAllByText("The cache has been cleared")).toHaveLength(4);
  });

  it("reports a failed cache clear with the server's error and description", async () => {
    useFakeServer({ clearCacheStatus: 500 });
    const { user } = await renderConsole();
    const menu = await openUserMenu(user, /User menu/);
    await user.click(within(menu).getByRole("menuitem", { name: "Clear caches" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear caches" });
    await user.click(within(dialog).getByRole("button", { name: "Keys cache" }));
    expect(
      await screen.findByText("The cache could not be cleared: cache failure"),
    ).toBeInTheDocument();
    expect(screen.getByText("the cluster did not answer")).toBeInTheDocument();
  });
});

describe("help menu", { timeout: 60_000 }, () => {
  it("links the documentation and switches help mode, remembering it", async () => {
    useFakeServer();
    const { user } = await renderConsole();
    await user.click(await screen.findByRole("button", { name: "Help" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Documentation" })).toHaveAttribute(
      "href",
      "https://www.keycloak.org/documentation",
    );
    await user.click(within(menu).getByRole("menuitem", { name: /Help mode is on/ }));
    expect(localStorage.getItem("helpEnabled")).toBe("false");
    expect(await screen.findByRole("menuitem", { name: /Help mode is off/ })).toBeInTheDocument();
  });
});

describe("realm selector", { timeout: 60_000 }, () => {
  it("shows the current realm's display name with a 'current realm' label", async () => {
    useFakeServer();
    await renderConsole({ route: "/acme" });
    const toggle = await screen.findByRole("button", { name: /Realm Acme, choose another realm/ });
    expect(within(toggle).getByText("Current realm")).toBeInTheDocument();
  });

  it("switches realm, which updates the page and remembers the realm", async () => {
    useFakeServer();
    const { user } = await renderConsole({ route: "/master" });
    await user.click(await screen.findByRole("button", { name: /choose another realm/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Acme" }));
    expect(await screen.findByRole("heading", { name: "Welcome to Acme" })).toBeInTheDocument();
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(recentRealmsKey) ?? "[]")).toEqual([
        { name: "acme", displayName: "Acme" },
        { name: "master", displayName: "Keycloak" },
      ]);
    });
  });

  it("searches realms by name through the realm-names endpoint", async () => {
    useFakeServer({
      realms: [{ realm: "master" }, { realm: "acme" }, { realm: "globex" }],
    });
    const { user } = await renderConsole({ route: "/master" });
    await user.click(await screen.findByRole("button", { name: /choose another realm/ }));
    await user.type(screen.getByRole("textbox", { name: "Search realms" }), "glo");
    // The search goes out once typing pauses; then only the matching realm is offered.
    await waitFor(() => {
      expect(screen.queryByRole("menuitem", { name: "acme" })).not.toBeInTheDocument();
      expect(screen.getByRole("menuitem", { name: "globex" })).toBeInTheDocument();
    });
  });

  it("drops remembered realms the server no longer has, on load", async () => {
    localStorage.setItem(
      recentRealmsKey,
      JSON.stringify([
        { name: "gone", displayName: "Gone" },
        { name: "acme", displayName: "Old name" },
      ]),
    );
    useFakeServer();
    await renderConsole({ route: "/master" });
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(recentRealmsKey) ?? "[]")).toEqual([
        { name: "master", displayName: "Keycloak" },
        { name: "acme", displayName: "Acme" },
      ]);
    });
  });
});
