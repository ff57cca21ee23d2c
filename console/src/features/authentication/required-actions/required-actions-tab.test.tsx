import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useAuthenticationServer } from "./required-actions-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/authentication/required-actions";
const viewer = ["view-realm", "view-clients", "view-identity-providers"];

const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent.replace("Not registered", ""));

describe("required actions tab", { timeout: 90_000 }, () => {
  it("lists the registered actions in priority order, then the unregistered ones", async () => {
    useAuthenticationServer(server);
    await renderConsole({ route });
    const table = await screen.findByRole("grid", { name: "Required actions" });
    await waitFor(() => {
      expect(shownNames(table)).toEqual([
        "Terms and Conditions ",
        "Update Profile ",
        "Verify Email ",
        "Update Password ",
        "Delete Account ",
      ]);
    });
    expect(screen.getByRole("switch", { name: "Enabled: Terms and Conditions" })).not.toBeChecked();
    // A default action must be one users can be asked to complete.
    expect(
      screen.getByRole("switch", { name: "Set as default action: Terms and Conditions" }),
    ).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Terms and Conditions up" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Move Delete Account up" })).toBeNull();
  });

  it("registers an unregistered action before enabling it", async () => {
    const state = useAuthenticationServer(server);
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("switch", { name: "Enabled: Delete Account" }));
    expect(await screen.findByText("Delete Account updated")).toBeVisible();
    expect(state.writes).toEqual([
      "POST /authentication/register-required-action",
      "PUT /authentication/required-actions/delete_account",
    ]);
    expect(state.registered.find((entry) => entry.alias === "delete_account")).toMatchObject({
      enabled: true,
      defaultAction: false,
    });
    expect(
      await screen.findByRole("button", { name: "Move Delete Account up" }),
    ).toBeInTheDocument();
  });

  it("disabling an action also takes it off the default actions", async () => {
    const state = useAuthenticationServer(server);
    const verify = state.registered.find((entry) => entry.alias === "VERIFY_EMAIL");
    if (verify) verify.defaultAction = true;
    const { user } = await renderConsole({ route });
    expect(
      await screen.findByRole("switch", { name: "Set as default action: Verify Email" }),
    ).toBeChecked();
    await user.click(screen.getByRole("switch", { name: "Enabled: Verify Email" }));
    expect(await screen.findByText("Verify Email updated")).toBeVisible();
    expect(state.registered.find((entry) => entry.alias === "VERIFY_EMAIL")).toMatchObject({
      enabled: false,
      defaultAction: false,
    });
  });

  it("moves an action one place a call, and the list follows the stored order", async () => {
    const state = useAuthenticationServer(server);
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("button", { name: "Move Verify Email up" }));
    expect(await screen.findByText("Verify Email moved in the order")).toBeVisible();
    expect(state.writes).toEqual([
      "POST /authentication/required-actions/VERIFY_EMAIL/raise-priority",
    ]);
    const table = screen.getByRole("grid", { name: "Required actions" });
    await waitFor(() => {
      expect(shownNames(table).slice(0, 3)).toEqual([
        "Terms and Conditions ",
        "Verify Email ",
        "Update Profile ",
      ]);
    });
  });

  it("saves an action's settings from its dialog and says when an action has none", async () => {
    const state = useAuthenticationServer(server);
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("button", { name: "Actions for Update Password" }));
    await user.click(await screen.findByRole("menuitem", { name: "Configure" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of Update Password" });
    const maxAge = await within(dialog).findByRole("textbox", {
      name: /Maximum Age of Authentication/,
    });
    expect(maxAge).toHaveValue("300");
    await user.clear(maxAge);
    await user.type(maxAge, "900");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings of Update Password saved")).toBeVisible();
    expect(state.configs["UPDATE_PASSWORD"]).toEqual({ max_auth_age: "900" });

    await user.click(screen.getByRole("button", { name: "Actions for Terms and Conditions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Configure" }));
    const empty = await screen.findByRole("dialog", { name: "Settings of Terms and Conditions" });
    expect(await within(empty).findByText("This action has no settings.")).toBeVisible();
  });

  it("shows the list read-only to administrators who may only view the realm", async () => {
    useAuthenticationServer(server, { rights: viewer });
    await renderConsole({ route });
    expect(await screen.findByRole("switch", { name: "Enabled: Verify Email" })).toBeDisabled();
    expect(
      screen.getByRole("switch", { name: "Set as default action: Verify Email" }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
  });

  it("shows an action's settings read-only to administrators who may only view the realm", async () => {
    const state = useAuthenticationServer(server, { rights: viewer });
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("button", { name: "Actions for Update Password" }));
    expect(screen.queryByRole("menuitem", { name: "Configure" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Reset settings" })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "View settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Settings of Update Password" });
    const maxAge = await within(dialog).findByRole("textbox", {
      name: /Maximum Age of Authentication/,
    });
    expect(maxAge).toHaveValue("300");
    expect(maxAge).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
    // The footer's Close, after the header's close button of the same name.
    const closes = within(dialog).getAllByRole("button", { name: "Close" });
    await user.click(closes[closes.length - 1] ?? dialog);
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(state.writes).toEqual([]);
  });
});
