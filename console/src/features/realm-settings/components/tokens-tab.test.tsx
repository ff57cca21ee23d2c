import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/tokens";
const amount = (name: string) => screen.findByRole("spinbutton", { name }, { timeout: 15_000 });

describe("realm settings tokens tab", { timeout: 90_000 }, () => {
  it("saves lifespans, the algorithm and a per-action lifespan as the server stores them", async () => {
    const state = useRealmSettingsServer(server);
    const { user } = await renderConsole({ route });
    const accessToken = await amount("Access token lifespan");
    expect(accessToken).toHaveValue(5);
    await user.clear(accessToken);
    await user.type(accessToken, "15");
    await user.click(screen.getByRole("button", { name: /^Default signature algorithm/ }));
    await user.click(screen.getByRole("option", { name: "ES256" }));
    await user.type(screen.getByRole("spinbutton", { name: "Lifespan for forgot password" }), "20");
    await user.click(screen.getByRole("switch", { name: "Revoke refresh token" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      accessTokenLifespan: 900,
      defaultSignatureAlgorithm: "ES256",
      revokeRefreshToken: true,
      refreshTokenMaxReuse: 0,
      attributes: {
        cibaInterval: "5",
        "actionTokenGeneratedByUserLifespan.reset-credentials": "1200",
        "actionTokenGeneratedByUserLifespan.verify-email": null,
      },
    });
  });

  it("shows stored per-action lifespans and refuses a malformed short verification URI", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { attributes: { "actionTokenGeneratedByUserLifespan.verify-email": "7200" } },
    });
    const { user } = await renderConsole({ route });
    expect(await amount("Lifespan for e-mail verification")).toHaveValue(2);
    expect(
      screen.getByRole("combobox", { name: "Unit of Lifespan for e-mail verification" }),
    ).toHaveValue("hour");
    await user.type(
      screen.getByRole("textbox", { name: /^Short verification URI/ }),
      "not an address",
    );
    expect(
      await screen.findByText("Enter a full address starting with http:// or https://."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saves).toEqual([]);
  });

  it("shows a view-realm administrator the token settings read-only, without Save", async () => {
    useRealmSettingsServer(server, { rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await amount("Access token lifespan")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Revoke refresh token" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Short verification URI/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
