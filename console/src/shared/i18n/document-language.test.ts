import { describe, expect, it } from "vitest";
import { followDocumentLanguage } from "./document-language";
import { createI18n } from "./i18n";

describe("followDocumentLanguage", () => {
  it("sets lang and dir, and follows language changes until stopped", async () => {
    const i18n = await createI18n({ resources: { en: { translation: {} } } });
    const root = document.createElement("html");
    const stop = followDocumentLanguage(i18n, root);
    expect(root.lang).toBe("en");
    expect(root.dir).toBe("ltr");
    await i18n.changeLanguage("ar");
    expect(root.dir).toBe("rtl");
    await i18n.changeLanguage("he-IL");
    expect(root.dir).toBe("rtl");
    await i18n.changeLanguage("fr");
    expect(root.dir).toBe("ltr");
    stop();
    await i18n.changeLanguage("fa");
    expect(root.lang).toBe("fr");
  });
});
