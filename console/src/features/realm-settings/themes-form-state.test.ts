import { describe, expect, it } from "vitest";
import { themeNames, themesFormValues, themesRealmChanges } from "./themes-form-state";

describe("themes form state", () => {
  it("shows a theme the realm does not set as the server's default", () => {
    expect(themesFormValues({ realm: "acme", loginTheme: "keycloak" })).toEqual({
      loginTheme: "keycloak",
      accountTheme: "",
      adminTheme: "",
      emailTheme: "",
    });
  });

  it("sends the server's default as an empty theme name, not as a missing field", () => {
    expect(
      themesRealmChanges({
        loginTheme: "",
        accountTheme: "keycloak.v3",
        adminTheme: "gatehouse",
        emailTheme: "keycloak",
      }),
    ).toEqual({
      loginTheme: "",
      accountTheme: "keycloak.v3",
      adminTheme: "gatehouse",
      emailTheme: "keycloak",
    });
  });

  it("lists the server's themes of a kind, sorted, keeping a stored one the server lacks", () => {
    const serverInfo = {
      themes: { login: [{ name: "keycloak.v2" }, { name: "base" }, { name: "keycloak" }] },
    };
    expect(themeNames(serverInfo, "login", "")).toEqual(["base", "keycloak", "keycloak.v2"]);
    expect(themeNames(serverInfo, "login", "gone")).toEqual([
      "base",
      "gone",
      "keycloak",
      "keycloak.v2",
    ]);
    expect(themeNames(serverInfo, "email", "")).toEqual([]);
  });
});
