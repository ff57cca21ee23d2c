import { describe, expect, it } from "vitest";
import {
  firstLocale,
  localizationFormValues,
  localizationRealmChanges,
  realmLocales,
  serverLocales,
} from "./localization-form-state";

describe("localization form state", () => {
  it("starts a realm that names nothing with internationalisation off and no locales", () => {
    expect(localizationFormValues({ realm: "acme" })).toEqual({
      internationalizationEnabled: false,
      supportedLocales: [],
      defaultLocale: "",
    });
  });

  it("sends the switch, the supported locales and the default as they are", () => {
    expect(
      localizationRealmChanges({
        internationalizationEnabled: true,
        supportedLocales: ["en", "de"],
        defaultLocale: "de",
      }),
    ).toEqual({
      internationalizationEnabled: true,
      supportedLocales: ["en", "de"],
      defaultLocale: "de",
    });
  });

  it("offers every locale of the server's themes once, sorted", () => {
    expect(
      serverLocales({
        themes: {
          login: [{ name: "keycloak", locales: ["fr", "en"] }],
          account: [{ name: "keycloak.v3", locales: ["en", "de"] }, { name: "bare" }],
        },
      }),
    ).toEqual(["de", "en", "fr"]);
    expect(serverLocales({})).toEqual([]);
  });

  it("looks at the supported locales, or the default alone, plus those with the realm's own texts", () => {
    const multilingual = {
      internationalizationEnabled: true,
      supportedLocales: ["en", "fr"],
      defaultLocale: "fr",
    };
    expect(realmLocales(multilingual, ["ja"])).toEqual(["en", "fr", "ja"]);
    expect(firstLocale(multilingual, ["en", "fr"])).toBe("fr");
    expect(
      realmLocales({ internationalizationEnabled: false, supportedLocales: ["de"] }, []),
    ).toEqual(["en"]);
    expect(firstLocale({}, ["de", "it"])).toBe("de");
  });
});
