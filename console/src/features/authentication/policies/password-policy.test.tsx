import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor } from "../../../../test/render";
import { useAuthenticationServer } from "../required-actions/required-actions-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/authentication/policies";
const viewer = ["view-realm", "view-clients", "view-identity-providers"];

describe("password policy", { timeout: 90_000 }, () => {
  it("adds a type from the menu with its default value and saves it with the realm", async () => {
    const state = useAuthenticationServer(server, { passwordPolicy: "notUsername" });
    const { user } = await renderConsole({ route });
    expect(await screen.findByText("Not Username")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add policy" }));
    await user.click(await screen.findByRole("option", { name: "Minimum Length" }));
    const length = screen.getByRole("textbox", { name: "Minimum Length" });
    expect(length).toHaveValue("8");
    await user.clear(length);
    await user.type(length, "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Password policy saved")).toBeVisible();
    // The realm as the tab read it, with the policy changed: the way every realm form saves.
    expect(state.realmSaves).toEqual([
      { id: "acme-id", realm: "acme", passwordPolicy: "notUsername and length(12)" },
    ]);
  });

  it("refuses a value that is not a whole number at its field, before sending", async () => {
    const state = useAuthenticationServer(server, { passwordPolicy: "length(10)" });
    const { user } = await renderConsole({ route });
    const length = await screen.findByRole("textbox", { name: "Minimum Length" });
    await user.clear(length);
    await user.type(length, "ten");
    expect(await screen.findByText("Enter a whole number.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.writes).toEqual([]);
  });

  it("puts the server's refusal on the refused policy's field and keeps what was typed", async () => {
    useAuthenticationServer(server, {
      passwordPolicy: "length(10) and regexPattern(a+)",
      refuseRealm: {
        status: 400,
        body: { errorMessage: "Invalid config for regexPattern: Not a valid regular expression" },
      },
    });
    const { user } = await renderConsole({ route });
    const pattern = await screen.findByRole("textbox", { name: "Regular Expression" });
    await user.clear(pattern);
    await user.type(pattern, "(b");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(pattern).toHaveAccessibleDescription("Not a valid regular expression");
    });
    expect(pattern).toHaveValue("(b");
    expect(screen.getByRole("textbox", { name: "Minimum Length" })).toHaveValue("10");
  });

  it("removes a policy", async () => {
    const state = useAuthenticationServer(server, { passwordPolicy: "length(10) and digits(2)" });
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("button", { name: "Remove Minimum Length" }));
    expect(screen.queryByRole("textbox", { name: "Minimum Length" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Password policy saved")).toBeVisible();
    expect(state.realmSaves).toEqual([
      { id: "acme-id", realm: "acme", passwordPolicy: "digits(2)" },
    ]);
  });

  it("shows the policy read-only to administrators who may only view the realm", async () => {
    useAuthenticationServer(server, { rights: viewer, passwordPolicy: "length(10)" });
    await renderConsole({ route });
    expect(await screen.findByRole("textbox", { name: "Minimum Length" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add policy" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
