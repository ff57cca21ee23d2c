import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/events";
const eventsAdmin = ["view-realm", "manage-realm", "view-events", "manage-events"];

describe("realm settings events tab", { timeout: 90_000 }, () => {
  it("saves user events with an expiration, and the admin events expiration on the realm", async () => {
    const state = useRealmSettingsServer(server, { rights: eventsAdmin });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("switch", { name: "Save user events" }, { timeout: 15_000 }),
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Unit of User events expiration" }),
      "day",
    );
    await user.type(screen.getByRole("spinbutton", { name: "User events expiration" }), "2");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Unit of Admin events expiration" }),
      "hour",
    );
    await user.type(screen.getByRole("spinbutton", { name: "Admin events expiration" }), "3");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Events configuration saved")).toBeInTheDocument();
    expect(state.eventsConfigSaves[0]).toMatchObject({
      eventsEnabled: true,
      eventsExpiration: 172_800,
      enabledEventTypes: ["LOGIN", "LOGOUT"],
      eventsListeners: ["jboss-logging"],
    });
    expect(state.saves[0]?.attributes).toMatchObject({ adminEventsExpiration: "10800" });
  });

  it("adds an event type from the server's list and removes one after asking", async () => {
    const state = useRealmSettingsServer(server, { rights: eventsAdmin });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("button", { name: "Add event types" }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add saved event types" });
    // Types already saved are not offered again.
    expect(within(dialog).queryByRole("checkbox", { name: "LOGIN" })).toBeNull();
    await user.click(await within(dialog).findByRole("checkbox", { name: "REGISTER" }));
    await user.click(within(dialog).getByRole("button", { name: "Add chosen types: 1" }));
    expect(await screen.findByText("Event types added: 1")).toBeInTheDocument();
    expect(state.eventsConfig.enabledEventTypes).toEqual(["LOGIN", "LOGOUT", "REGISTER"]);

    const table = screen.getByRole("grid", { name: "Saved user event types" });
    await user.click(await within(table).findByRole("checkbox", { name: "Select LOGOUT" }));
    await user.click(screen.getByRole("button", { name: "Remove selected" }));
    const confirm = await screen.findByRole("dialog", { name: /Stop saving these event types\?/ });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Event types removed: LOGOUT")).toBeInTheDocument();
    expect(state.eventsConfig.enabledEventTypes).toEqual(["LOGIN", "REGISTER"]);
  });

  it("leaves what it saved in the realm the other tabs send back", async () => {
    const state = useRealmSettingsServer(server, { rights: eventsAdmin });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("switch", { name: "Save user events" }, { timeout: 15_000 }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Events configuration saved")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "General" }));
    const displayName = await screen.findByRole("textbox", { name: "Display name" });
    await user.type(displayName, " Corp");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves.at(-1)).toMatchObject({ displayName: "Acme Corp", eventsEnabled: true });
  });

  it("clears user events only once confirmed", async () => {
    const state = useRealmSettingsServer(server, { rights: eventsAdmin });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("button", { name: "Clear user events" }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole("dialog", { name: /Clear user events\?/ });
    expect(state.calls).not.toContain("DELETE /admin/realms/acme/events");
    await user.click(within(confirm).getByRole("button", { name: "Clear" }));
    expect(await screen.findByText("User events cleared")).toBeInTheDocument();
    expect(state.calls).toContain("DELETE /admin/realms/acme/events");
  });

  it("shows the configuration read-only with view-events alone", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm", "view-events"] });
    await renderConsole({ route });
    expect(
      await screen.findByRole("switch", { name: "Save user events" }, { timeout: 15_000 }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add event types" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear user events" })).toBeNull();
    expect(screen.getByText("LOGOUT")).toBeVisible();
  });

  it("names view-events to an administrator who may only view the realm", async () => {
    const state = useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await screen.findByText(/view-events/, undefined, { timeout: 15_000 })).toBeVisible();
    expect(state.calls.filter((call) => call.includes("events"))).toEqual([]);
  });
});
