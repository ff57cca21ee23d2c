import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, fireEvent, screen, waitFor, within } from "../../../../test/render";
import { useKeysServer } from "./keys-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const viewer = ["view-realm"];
const priorities = (state: ReturnType<typeof useKeysServer>) =>
  state.writes.map(({ id, body }) => [id, body.config?.["priority"]?.[0]]);

describe("realm settings keys tab", { timeout: 90_000 }, () => {
  it("lists the active keys, the disabled ones under their filter, and shows a public key to copy", async () => {
    useKeysServer(server);
    const { user } = await renderConsole({ route: "/acme/realm-settings/keys" });
    const table = await screen.findByRole("grid", { name: "Realm keys" });
    const row = await within(table).findByRole("row", { name: /kid-rsa-main/ });
    expect(row).toHaveTextContent("RS256");
    expect(row).toHaveTextContent("SIG");
    expect(within(row).getByRole("link", { name: "rsa-main" })).toBeVisible();
    expect(within(table).queryByRole("row", { name: /kid-rsa-old/ })).toBeNull();

    await user.click(
      within(row).getByRole("button", { name: "Show the public key of kid-rsa-main" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Public key of kid-rsa-main" });
    expect(within(dialog).getByRole("textbox")).toHaveValue(
      "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
    );
    expect(within(dialog).getByRole("button", { name: /^Copy/ })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    await user.click(screen.getByRole("button", { name: /Key status/ }));
    await user.click(await screen.findByRole("option", { name: "Disabled keys" }));
    expect(
      await within(await screen.findByRole("grid", { name: "Realm keys" })).findByRole("row", {
        name: /kid-rsa-old/,
      }),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: /Key status/ }));
    await user.click(await screen.findByRole("option", { name: "Passive keys" }));
    expect(await screen.findByRole("heading", { name: "No keys with this status" })).toBeVisible();
  });

  it("lists the providers by priority and moves one with the keyboard, changing only its priority", async () => {
    const state = useKeysServer(server);
    const { user } = await renderConsole({ route: "/acme/realm-settings/keys/providers" });
    const table = await screen.findByRole("grid", { name: "Key providers" });
    await waitFor(() => {
      expect(
        within(table)
          .getAllByRole("row")
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringContaining("rsa-main"),
        expect.stringContaining("rsa-backup"),
        expect.stringContaining("rsa-old"),
      ]);
    });
    expect(within(table).getByRole("row", { name: /rsa-old/ })).toHaveTextContent("Disabled keys");
    expect(within(table).getByRole("button", { name: "Move rsa-main up" })).toBeDisabled();

    await user.click(within(table).getByRole("button", { name: "Move rsa-old up" }));
    expect(await screen.findByText("The order of the key providers was saved")).toBeVisible();
    expect(priorities(state)).toEqual([["rsa-old", "75"]]);
    await waitFor(() => {
      expect(within(table).getAllByRole("row")[2]).toHaveTextContent("rsa-old");
    });
  });

  it("moves a provider dragged onto the first row's place above it", async () => {
    const state = useKeysServer(server);
    await renderConsole({ route: "/acme/realm-settings/keys/providers" });
    const table = await screen.findByRole("grid", { name: "Key providers" });
    const dragged = await within(table).findByRole("row", { name: /rsa-backup/ });
    const target = within(table).getByRole("row", { name: /rsa-main/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: "" };
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => {
      expect(priorities(state)).toEqual([["rsa-backup", "110"]]);
    });
  });

  it("adds an ECDSA provider from the server's types, and shows a refused setting at its field", async () => {
    const state = useKeysServer(server, {
      refuse: { status: 400, body: { errorMessage: "'Priority' should be a number" } },
    });
    const { user } = await renderConsole({ route: "/acme/realm-settings/keys/providers" });
    await user.click(await screen.findByRole("button", { name: "Add provider" }));
    await user.click(await screen.findByRole("menuitem", { name: /ecdsa-generated/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Add a key provider of type ecdsa-generated",
    });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("ecdsa-generated");
    const priority = within(dialog).getByRole("textbox", { name: /Priority/ });
    await user.clear(priority);
    await user.type(priority, "high");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Enter a number.")).toBeVisible();
    expect(priority).toHaveValue("high");
    expect(state.writes[0]?.body).toMatchObject({
      name: "ecdsa-generated",
      providerId: "ecdsa-generated",
      providerType: "org.keycloak.keys.KeyProvider",
      parentId: "acme-id",
      config: { priority: ["high"], ecdsaEllipticCurveKey: ["P-256"], enabled: ["true"] },
    });
  });

  it("deletes a provider only after asking", async () => {
    const state = useKeysServer(server);
    const { user } = await renderConsole({ route: "/acme/realm-settings/keys/providers" });
    const table = await screen.findByRole("grid", { name: "Key providers" });
    await user.click(await within(table).findByRole("button", { name: "Actions for rsa-backup" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: /Delete the key provider\?/ });
    expect(state.deleted).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Key provider rsa-backup deleted")).toBeVisible();
    expect(state.deleted).toEqual(["rsa-backup"]);
  });

  it("saves a provider's priority on its settings page", async () => {
    const state = useKeysServer(server);
    const { user } = await renderConsole({
      route: "/acme/realm-settings/keys/providers/rsa-main/rsa-generated/settings",
    });
    expect(await screen.findByRole("heading", { name: "rsa-main" })).toBeVisible();
    const priority = await screen.findByRole("textbox", { name: /Priority/ });
    expect(priority).toHaveValue("100");
    await user.clear(priority);
    await user.type(priority, "250");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Key provider saved")).toBeVisible();
    expect(priorities(state)).toEqual([["rsa-main", "250"]]);
  });

  it("shows a view-realm administrator everything read-only", async () => {
    useKeysServer(server, { rights: viewer });
    const { router } = await renderConsole({ route: "/acme/realm-settings/keys/providers" });
    const table = await screen.findByRole("grid", { name: "Key providers" });
    expect(await within(table).findByRole("row", { name: /rsa-main/ })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add provider" })).toBeNull();
    expect(within(table).queryByRole("button", { name: /Move/ })).toBeNull();
    expect(within(table).queryByRole("button", { name: /Actions/ })).toBeNull();

    await router.navigate("/acme/realm-settings/keys/providers/rsa-main/rsa-generated/settings");
    const priority = await screen.findByRole("textbox", { name: /Priority/ });
    expect(priority).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
