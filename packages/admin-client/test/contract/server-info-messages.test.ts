import { describe, expect, it } from "vitest";
import { fetchEffectiveMessageBundles } from "../../src/resources/message-bundles.js";
import { useThrowawayRealm } from "./realm-fixture.js";

const fixture = useThrowawayRealm("message-bundles", {
  internationalizationEnabled: true,
  supportedLocales: ["en", "de"],
  defaultLocale: "en",
});

describe("serverInfo: effective message bundles", () => {
  it("merges the theme's messages with the realm's own texts and tells where each came from", async () => {
    const realm = fixture.realm;
    await fixture.client.realms.addLocalization(
      { realm, selectedLocale: "de", key: "doLogIn" },
      "Los geht's",
    );
    const messages = await fixture.client.serverInfo.findEffectiveMessageBundles({
      realm,
      themeType: "login",
      locale: "de",
      theme: "keycloak.v2",
      source: true,
    });
    // With `source`, a key the realm overrides comes twice: the theme's text and the realm's.
    expect(messages.filter((message) => message.key === "doLogIn")).toEqual(
      expect.arrayContaining([
        { key: "doLogIn", value: "Anmelden", source: "THEME" },
        { key: "doLogIn", value: "Los geht's", source: "REALM" },
      ]),
    );
    expect(messages.filter((message) => message.key === "doRegister")).toEqual([
      { key: "doRegister", value: "Registrieren", source: "THEME" },
    ]);
  });

  it("answers each key once, with the realm's text winning, without source", async () => {
    const messages = await fixture.client.serverInfo.findEffectiveMessageBundles({
      realm: fixture.realm,
      themeType: "login",
      locale: "de",
    });
    expect(messages.filter((message) => message.key === "doLogIn")).toEqual([
      { key: "doLogIn", value: "Los geht's" },
    ]);
    expect(messages.every((message) => message.source === undefined)).toBe(true);
  });

  it("answers the same read without a token, as a page asks before it has signed in", async () => {
    const query = { realm: fixture.realm, themeType: "login", locale: "de" } as const;
    const withoutClient = await fetchEffectiveMessageBundles(fixture.client.baseUrl, query);
    expect(withoutClient.find((message) => message.key === "doLogIn")).toEqual({
      key: "doLogIn",
      value: "Los geht's",
    });
    expect(withoutClient).toEqual(
      await fixture.client.serverInfo.findEffectiveMessageBundles(query),
    );
  });
});
