import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/general";
const displayName = () =>
  screen.findByRole("textbox", { name: /^Display name/ }, { timeout: 15_000 });

describe("realm settings general tab", { timeout: 90_000 }, () => {
  it("saves the names and frontend URL, sending the whole realm with attributes it does not edit", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    expect(await screen.findByRole("heading", { name: "Realm settings", level: 1 })).toBeVisible();
    await user.clear(await displayName());
    await user.type(await displayName(), "Acme Corporation");
    await user.type(screen.getByRole("textbox", { name: /^Frontend URL/ }), "https://id.acme.test");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves).toHaveLength(1);
    expect(state.saves[0]).toMatchObject({
      id: "acme-id",
      realm: "acme",
      displayName: "Acme Corporation",
      accessTokenLifespan: 300,
      attributes: { cibaInterval: "5", frontendUrl: "https://id.acme.test" },
    });
  });

  it("refuses a frontend URL that is not an http address before sending anything", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    await displayName();
    await user.type(screen.getByRole("textbox", { name: /^Frontend URL/ }), "id.acme.test");
    expect(
      await screen.findByText("Enter a full address starting with http:// or https://."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.calls.filter((call) => call.startsWith("PUT"))).toEqual([]);
  });

  it("says why a save failed and keeps what was typed", async () => {
    useRealmSettingsServer(server, {
      refuse: { status: 400, body: { errorMessage: "Database operation failed" } },
    });
    const { user } = await renderConsole({ route });
    await user.clear(await displayName());
    await user.type(await displayName(), "Acme Inc");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The realm settings could not be saved")).toBeInTheDocument();
    expect(screen.getByText(/Database operation failed/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Display name/ })).toHaveValue("Acme Inc");
  });

  it("stores the unmanaged-attribute policy in the user profile", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    await displayName();
    await user.click(screen.getByRole("button", { name: /^Unmanaged attributes/ }));
    await user.click(screen.getByRole("option", { name: "Only administrators can edit" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    await waitFor(() => {
      expect(state.profile).toEqual({
        attributes: [{ name: "username" }, { name: "email" }],
        unmanagedAttributePolicy: "ADMIN_EDIT",
      });
    });
  });

  it("offers the switches of the server's features only", async () => {
    useRealmSettingsServer(server, { features: ["ADMIN_FINE_GRAINED_AUTHZ_V2"] });
    await renderConsole({ route });
    await displayName();
    expect(screen.getByRole("switch", { name: "Organizations" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Admin permissions" })).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Verifiable credentials" })).toBeNull();
  });

  it("shows a view-realm administrator every field read-only, without Save", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await displayName()).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Frontend URL/ })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "User-managed access" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
