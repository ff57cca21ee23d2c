import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./i18n";

describe("createI18n with a message source", () => {
  it("loads the realm namespace in the language and English as fallback", async () => {
    const german = (realm: string): Record<string, string> => ({
      "home.breadcrumb": `Startseite (${realm})`,
    });
    const english: Record<string, string> = {
      "home.breadcrumb": "Home",
      "shell.loading": "Loading",
    };
    const source = vi.fn((realm: string, language: string) =>
      Promise.resolve(language === "de" ? german(realm) : english),
    );
    const i18n = await createI18n({ source, namespace: "acme", language: "de" });
    expect(i18n.t("home.breadcrumb")).toBe("Startseite (acme)");
    expect(i18n.t("shell.loading")).toBe("Loading");
    expect(source.mock.calls.map((call) => call.join("/")).sort()).toEqual(["acme/de", "acme/en"]);
  });

  it("loads another realm's overrides as its own namespace", async () => {
    const source = (realm: string) => Promise.resolve({ title: `Console of ${realm}` });
    const i18n = await createI18n({ source, namespace: "master" });
    await i18n.loadNamespaces("acme");
    expect(i18n.t("title")).toBe("Console of master");
    expect(i18n.t("title", { ns: "acme" })).toBe("Console of acme");
  });
});
