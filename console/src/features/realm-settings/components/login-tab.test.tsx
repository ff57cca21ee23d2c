import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/login";
const loginSwitch = (name: string) => screen.findByRole("switch", { name }, { timeout: 15_000 });

describe("realm settings login tab", { timeout: 90_000 }, () => {
  it("saves user registration as soon as it is turned on, keeping the rest of the realm", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    await user.click(await loginSwitch("User registration"));
    expect(await screen.findByText("User registration is now on")).toBeInTheDocument();
    expect(state.saves).toHaveLength(1);
    expect(state.saves[0]).toMatchObject({
      realm: "acme",
      registrationAllowed: true,
      loginWithEmailAllowed: true,
      accessTokenLifespan: 300,
    });
    expect(screen.getByRole("switch", { name: "User registration" })).toBeChecked();
  });

  it("turns a switch back and says why when the save fails", async () => {
    useRealmSettingsServer(server, {
      refuse: { status: 500, body: { errorMessage: "Failed to update realm" } },
    });
    const { user } = await renderConsole({ route });
    await user.click(await loginSwitch("Forgot password"));
    expect(
      await screen.findByText(/The login setting could not be changed: Failed to update realm/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole("switch", { name: "Forgot password" })).not.toBeChecked();
    });
  });

  it("keeps duplicate e-mails off while users sign in with their e-mail", async () => {
    useRealmSettingsServer(server);
    await renderConsole({ route });
    expect(await loginSwitch("Duplicate e-mails")).toBeDisabled();
    expect(
      screen.getByText(/Turn off login with e-mail and e-mail as username first/),
    ).toBeVisible();
  });

  it("turns duplicate e-mails off with e-mail as username, and hides login with e-mail", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { loginWithEmailAllowed: false, duplicateEmailsAllowed: true },
    });
    const { user } = await renderConsole({ route });
    expect(await loginSwitch("Duplicate e-mails")).toBeEnabled();
    await user.click(screen.getByRole("switch", { name: "E-mail as username" }));
    expect(await screen.findByText("E-mail as username is now on")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      registrationEmailAsUsername: true,
      duplicateEmailsAllowed: false,
    });
    expect(screen.queryByRole("switch", { name: "Login with e-mail" })).toBeNull();
    expect(screen.getByRole("switch", { name: "Duplicate e-mails" })).not.toBeChecked();
  });

  it("shows a view-realm administrator every switch disabled", async () => {
    const state = useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await loginSwitch("User registration")).toBeDisabled();
    for (const name of ["Forgot password", "Remember me", "Verify e-mail", "Edit username"]) {
      expect(screen.getByRole("switch", { name })).toBeDisabled();
    }
    expect(state.calls.filter((call) => call.startsWith("PUT"))).toEqual([]);
  });
});
