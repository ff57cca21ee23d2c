import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useLocalizationServer } from "../themes-localization-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/themes";
const themeSelect = (name: string) =>
  screen.findByRole("button", { name: new RegExp(`^${name}`) }, { timeout: 15_000 });

describe("realm settings themes tab", { timeout: 90_000 }, () => {
  it("offers the server's themes of each kind and saves the choices, the server's default as empty", async () => {
    const state = useLocalizationServer(server, {
      realm: { loginTheme: "keycloak", emailTheme: "keycloak" },
    });
    const { user } = await renderConsole({ route });
    const login = await themeSelect("Login theme");
    expect(login).toHaveTextContent("keycloak");
    await user.click(login);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Server default",
      "keycloak",
      "keycloak.v2",
    ]);
    await user.click(screen.getByRole("option", { name: "keycloak.v2" }));
    await user.click(await themeSelect("Admin console theme"));
    await user.click(screen.getByRole("option", { name: "gatehouse" }));
    await user.click(await themeSelect("E-mail theme"));
    await user.click(screen.getByRole("option", { name: "Server default" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      realm: "acme",
      loginTheme: "keycloak.v2",
      accountTheme: "",
      adminTheme: "gatehouse",
      emailTheme: "",
      accessTokenLifespan: 300,
    });
  });

  it("shows a view-realm administrator the themes read-only, without Save", async () => {
    useLocalizationServer(server, {
      rights: ["view-realm"],
      realm: { accountTheme: "keycloak.v3" },
    });
    await renderConsole({ route });
    expect(await themeSelect("Account theme")).toBeDisabled();
    expect(await themeSelect("Account theme")).toHaveTextContent("keycloak.v3");
    expect(await themeSelect("Login theme")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
