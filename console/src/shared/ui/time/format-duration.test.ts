import { describe, expect, it } from "vitest";
import { createI18n } from "@/shared/i18n/i18n";
import { loadMessages } from "../../../../scripts/messages";
import { createTestI18n } from "../../../../test/render";
import { formatDuration } from "./format-duration";

async function i18nFor(language: string) {
  return createI18n({
    language,
    resources: { [language]: { translation: loadMessages(language) } },
  });
}

describe("formatDuration", () => {
  it("names a whole unit with the right plural", async () => {
    const { t } = await createTestI18n();
    expect(formatDuration(3600, t, "en")).toBe("1 hour");
    expect(formatDuration(7200, t, "en")).toBe("2 hours");
    expect(formatDuration(60, t, "en")).toBe("1 minute");
    expect(formatDuration(1, t, "en")).toBe("1 second");
    expect(formatDuration(86400 * 30, t, "en")).toBe("30 days");
  });

  it("lists the non-zero parts from the largest unit down", async () => {
    const { t } = await createTestI18n();
    expect(formatDuration(90061, t, "en")).toBe("1 day, 1 hour, 1 minute, 1 second");
    expect(formatDuration(86405, t, "en")).toBe("1 day, 5 seconds");
    expect(formatDuration(5400, t, "en")).toBe("1 hour, 30 minutes");
  });

  it("reads zero, negative and fractional values sensibly", async () => {
    const { t } = await createTestI18n();
    expect(formatDuration(0, t, "en")).toBe("0 seconds");
    expect(formatDuration(-5, t, "en")).toBe("0 seconds");
    expect(formatDuration(59.9, t, "en")).toBe("59 seconds");
    expect(formatDuration(Number.NaN, t, "en")).toBe("0 seconds");
  });

  it("formats large counts with the locale's separators", async () => {
    const { t } = await createTestI18n();
    expect(formatDuration(86400 * 1500, t, "en")).toBe("1,500 days");
  });

  it("uses each language's plural forms", async () => {
    const de = await i18nFor("de");
    expect(formatDuration(5400, de.t, "de")).toBe("1 Stunde, 30 Minuten");
    const fr = await i18nFor("fr");
    expect(formatDuration(0, fr.t, "fr")).toBe("0 seconde");
    expect(formatDuration(86400 * 1_000_000, fr.t, "fr")).toBe("1\u202f000\u202f000 de jours");
    const ar = await i18nFor("ar");
    expect(formatDuration(7200, ar.t, "ar")).toBe("ساعتان");
    expect(formatDuration(3 * 60, ar.t, "ar")).toMatch(/^\S+ دقائق$/);
    expect(formatDuration(3600 + 60, ar.t, "ar")).toBe("ساعة واحدة ودقيقة واحدة");
  });
});
