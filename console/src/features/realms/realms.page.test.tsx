import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "../../../test/render";
import {
  createFakeServer,
  createMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  whoAmIFor,
} from "../../../test/console-harness";

const server = createMswServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  // Unmount first, so no request of this test reaches the next test's handlers.
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
});

function useFakeServer(overrides: Parameters<typeof createFakeServer>[0] = {}) {
  const state = createFakeServer(overrides);
  server.use(...fakeServerHandlers(state));
  return state;
}

describe("RealmsPage", { timeout: 60_000 }, () => {
  it("lists the realms the administrator can see and filters them by search", async () => {
    useFakeServer({
      realms: [{ realm: "master" }, { realm: "acme", displayName: "Acme" }, { realm: "globex" }],
    });
    const { user } = await renderConsole({ route: "/master/realms" });
    const table = await screen.findByRole("grid", { name: "Realms" }, { timeout: 20_000 });
    expect(await within(table).findByRole("link", { name: "acme" })).toHaveAttribute(
      "href",
      "/acme",
    );
    expect(within(table).getByText("Acme")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Search/ }), "glob{Enter}");
    await waitFor(() => {
      expect(within(table).queryByRole("link", { name: "acme" })).not.toBeInTheDocument();
    });
    expect(within(table).getByRole("link", { name: "globex" })).toBeInTheDocument();
  });

  it("creates a realm and switches the console to it", async () => {
    const state = useFakeServer();
    const { user, router } = await renderConsole({ route: "/master/realms" });
    await user.click(
      await screen.findByRole("button", { name: "Create realm" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Create realm" });
    const create = within(dialog).getByRole("button", { name: "Create" });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Realm name/ }), "bad name");
    expect(await within(dialog).findByText(/cannot contain spaces/)).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.clear(within(dialog).getByRole("textbox", { name: /Realm name/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /Realm name/ }), "initech");
    await waitFor(() => {
      expect(create).toBeEnabled();
    });
    await user.click(create);
    expect(await screen.findByText("The realm initech has been created")).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/initech");
    });
    expect(await screen.findByRole("heading", { name: "Welcome to initech" })).toBeInTheDocument();
    expect(state.realms.find((realm) => realm.realm === "initech")).toMatchObject({
      enabled: true,
    });
  });

  it("creates a realm from an exported realm file", async () => {
    const state = useFakeServer();
    const { user } = await renderConsole({ route: "/master/realms" });
    await user.click(
      await screen.findByRole("button", { name: "Create realm" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Create realm" });
    const file = new File(
      [JSON.stringify({ realm: "imported", enabled: false, displayName: "Imported realm" })],
      "imported.json",
      { type: "application/json" },
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error("The dialog has no file input.");
    await user.upload(input, file);
    await waitFor(() => {
      expect(within(dialog).getByRole("textbox", { name: /Realm name/ })).toHaveValue("imported");
    });
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await screen.findByText("The realm imported has been created");
    // The console has switched to the new realm.
    expect(
      await screen.findByRole("heading", { name: "Welcome to Imported realm" }),
    ).toBeInTheDocument();
    expect(state.realms.find((realm) => realm.realm === "imported")).toEqual({
      realm: "imported",
      enabled: false,
      displayName: "Imported realm",
    });
  });

  it("shows the uploaded JSON in the editor and refuses one that holds no realm", async () => {
    useFakeServer();
    const { user } = await renderConsole({ route: "/master/realms" });
    await user.click(
      await screen.findByRole("button", { name: "Create realm" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Create realm" });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error("The dialog has no file input.");
    await user.upload(input, new File(["[1, 2]"], "list.json", { type: "application/json" }));
    expect(
      await within(dialog).findByText(
        "The file does not hold a realm: a JSON object was expected.",
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Realm name/ }), "acme2");
    expect(within(dialog).getByRole("button", { name: "Create" })).toBeDisabled();
    await user.upload(input, new File(['{"realm":"fixed"}'], "fixed.json"));
    await waitFor(() => {
      expect(within(dialog).getByRole("textbox", { name: /Realm name/ })).toHaveValue("fixed");
    });
    expect(within(dialog).getByRole("button", { name: "Create" })).toBeEnabled();
  });

  it("says at the name field that a realm of that name exists", async () => {
    useFakeServer();
    const { user } = await renderConsole({ route: "/master/realms" });
    await user.click(
      await screen.findByRole("button", { name: "Create realm" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Create realm" });
    await user.type(within(dialog).getByRole("textbox", { name: /Realm name/ }), "acme");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    // A name already taken is said at the name, not as a failure of the whole dialog.
    const name = within(dialog).getByRole("textbox", { name: /Realm name/ });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(
        "A realm named acme already exists on this server. Choose another name.",
      );
    });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("acme");
    expect(
      within(dialog).queryByRole("heading", { name: /The realm could not be created/ }),
    ).not.toBeInTheDocument();
  });

  it("offers no deletion of the master realm", async () => {
    useFakeServer();
    await renderConsole({ route: "/master/realms" });
    await screen.findByRole("link", { name: "acme" }, { timeout: 20_000 });
    expect(screen.getByRole("button", { name: "Actions for acme" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Actions for master" })).not.toBeInTheDocument();
  });

  it("hides realm creation from administrators who may not create realms", async () => {
    useFakeServer({ whoAmI: whoAmIFor({ master: fullAdminRights }, { createRealm: false }) });
    await renderConsole({ route: "/master/realms" });
    await screen.findByRole("grid", { name: "Realms" }, { timeout: 20_000 });
    expect(screen.queryByRole("button", { name: "Create realm" })).not.toBeInTheDocument();
  });

  it("deletes a realm once its name is typed", async () => {
    const state = useFakeServer();
    const { user } = await renderConsole({ route: "/master/realms" });
    await user.click(
      await screen.findByRole("button", { name: "Actions for acme" }, { timeout: 20_000 }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete the realm acme/ });
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox"), "acme");
    await user.click(confirm);
    expect(await screen.findByText("The realm acme has been deleted")).toBeInTheDocument();
    expect(state.realms.map((realm) => realm.realm)).toEqual(["master"]);
    await waitFor(() => {
      expect(screen.queryByRole("link", { name: "acme" })).not.toBeInTheDocument();
    });
  });
});
