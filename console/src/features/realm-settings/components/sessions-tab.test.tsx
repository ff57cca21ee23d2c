import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/sessions";
const amount = (name: string) => screen.findByRole("spinbutton", { name }, { timeout: 15_000 });

describe("realm settings sessions tab", { timeout: 90_000 }, () => {
  it("saves the SSO session idle in the unit chosen, with the rest of the realm", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    const ssoIdle = await amount("SSO session idle");
    expect(ssoIdle).toHaveValue(30);
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Unit of SSO session idle" }),
      "hour",
    );
    await user.clear(ssoIdle);
    await user.type(ssoIdle, "2");
    await user.click(screen.getByRole("switch", { name: "Offline session max limited" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      realm: "acme",
      ssoSessionIdleTimeout: 7200,
      offlineSessionMaxLifespanEnabled: true,
      offlineSessionMaxLifespan: 5_184_000,
      registrationAllowed: false,
    });
  });

  it("refuses a client session idle longer than the SSO session idle before sending", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    const clientIdle = await amount("Client session idle");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Unit of Client session idle" }),
      "hour",
    );
    await user.type(clientIdle, "5");
    expect(
      await screen.findByText(
        "A client session cannot stay idle longer than the SSO session idle.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saves).toEqual([]);
  });

  it("refuses an emptied duration before sending", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    await user.clear(await amount("Login timeout"));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: "Login timeout" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("spinbutton", { name: "Login timeout" })).toHaveAccessibleDescription(
      "This field is required.",
    );
    expect(state.saves).toEqual([]);
  });

  it("refuses a duration shorter than allowed with one message at the field", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    const loginTimeout = await amount("Login timeout");
    await user.clear(loginTimeout);
    await user.type(loginTimeout, "0");
    expect(await screen.findByText("Enter at least 1 minute.")).toBeVisible();
    expect(screen.getAllByText("Enter at least 1 minute.")).toHaveLength(1);
    expect(loginTimeout).toHaveAccessibleDescription("Enter at least 1 minute.");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saves).toEqual([]);
  });

  it("puts the server's refusal on the field it names and keeps the typed values", async () => {
    useRealmSettingsServer(server, {
      refuse: {
        status: 400,
        body: {
          errorMessage:
            "Client Session Max Lifespan cannot be greater than Realm SSO Max Lifespan.",
        },
      },
    });
    const { user } = await renderConsole({ route });
    const loginTimeout = await amount("Login timeout");
    await user.clear(loginTimeout);
    await user.type(loginTimeout, "45");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("A client session cannot last longer than the SSO session max."),
    ).toBeVisible();
    expect(screen.getByText("The realm settings could not be saved")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Login timeout" })).toHaveValue(45);
  });

  it("shows a view-realm administrator the durations read-only, without Save", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await amount("SSO session max")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Offline session max limited" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
