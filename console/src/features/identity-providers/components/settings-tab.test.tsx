import { describe, expect, it } from "vitest";
import { fullAdminRights, renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useProvidersServer } from "../oidc-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/master/identity-providers/oidc/corp/settings";
const displayName = () =>
  screen.findByRole("textbox", { name: /^Display name/ }, { timeout: 15_000 });

describe("SettingsTab", { timeout: 90_000 }, () => {
  it("saves the form over the stored provider: unknown keys and the masked secret go back as they were", async () => {
    const state = useProvidersServer(server);
    const { user } = await renderConsole({ route });
    const name = await displayName();
    expect(screen.getByRole("textbox", { name: /^Alias/ })).toHaveAttribute("readonly");
    await user.clear(name);
    await user.type(name, "Corporate login");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Identity provider settings saved")).toBeInTheDocument();
    expect(state.sent).toHaveLength(1);
    expect(state.sent[0]).toMatchObject({
      alias: "corp",
      displayName: "Corporate login",
      config: {
        "custom.flag": "kept",
        clientSecret: "**********",
        syncMode: "IMPORT",
        clientId: "console",
      },
    });
  });

  it("refuses a clock skew below zero inline and sends nothing", async () => {
    const state = useProvidersServer(server);
    const { user } = await renderConsole({ route });
    await displayName();
    await user.click(screen.getByRole("button", { name: "Advanced settings" }));
    await user.type(screen.getByRole("textbox", { name: /^Allowed clock skew/ }), "-1");
    expect(await screen.findByText("Enter a whole number of 0 or more.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.sent).toEqual([]);
  });

  it("shows everything read-only, without save, to an administrator who may only view providers", async () => {
    const rights = fullAdminRights.filter((right) => right !== "manage-identity-providers");
    useProvidersServer(server, { rights });
    await renderConsole({ route });
    expect(await displayName()).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Client ID/ })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Trust e-mail" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });
});
