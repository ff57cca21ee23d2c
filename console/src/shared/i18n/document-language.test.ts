import { describe, expect, it } from "vitest";
import { followDocumentLanguage, textDirection } from "./document-language";
import { createI18n } from "./i18n";

describe("textDirection", () => {
  it("writes every right-to-left language the console supports right to left", async () => {
    const i18n = await createI18n({ resources: { en: { translation: {} } } });
    const rightToLeft = ["ar", "dv", "fa", "ha", "he", "iw", "ji", "ps", "sd", "ug", "ur", "yi"];
    expect(rightToLeft.filter((language) => textDirection(i18n, language) !== "rtl")).toEqual([]);
    expect(textDirection(i18n, "ar-EG")).toBe("rtl");
    expect(textDirection(i18n, "sd_PK")).toBe("rtl");
  });

  it("writes other languages left to right", async () => {
    const i18n = await createI18n({ resources: { en: { translation: {} } } });
    for (const language of ["en", "de", "fr", "ja", "pt-BR", "zh-CN"]) {
      expect(textDirection(i18n, language)).toBe("ltr");
    }
  });
});

describe("followDocumentLanguage", () => {
  it("sets lang and dir, and follows language changes until stopped", async () => {
    const i18n = await createI18n({ resources: { en: { translation: {} } } });
    const root = document.createElement("html");
    const stop = followDocumentLanguage(i18n, root);
    expect(root.lang).toBe("en");
    expect(root.dir).toBe("ltr");
    await i18n.changeLanguage("ar");
    expect(root).toHaveAttribute("lang", "ar");
    expect(root.dir).toBe("rtl");
    await i18n.changeLanguage("he-IL");
    expect(root.dir).toBe("rtl");
    await i18n.changeLanguage("fr");
    expect(root.dir).toBe("ltr");
    stop();
    await i18n.changeLanguage("fa");
    expect(root.lang).toBe("fr");
    expect(root.dir).toBe("ltr");
  });
});
