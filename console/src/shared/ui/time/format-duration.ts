import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { unitSeconds } from "./time-units";

/**
 * A number of seconds as words in the user's language, largest units first, zero parts left
 * out: `3600` → "1 hour", `90061` → "1 day, 1 hour, 1 minute, 1 second". Fractions of a second
 * are dropped and negative values read as zero.
 *
 * @example
 * ```ts
 * formatDuration(300, t, i18n.language); // "5 minutes"
 * ```
 */
export function formatDuration(seconds: number, t: TFunction, locale: string): string {
  let rest = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const take = (unit: number) => {
    const count = Math.floor(rest / unit);
    rest -= count * unit;
    return count;
  };
  const days = take(unitSeconds.day);
  const hours = take(unitSeconds.hour);
  const minutes = take(unitSeconds.minute);
  const parts = [
    days > 0 ? t("time.day", { count: days }) : undefined,
    hours > 0 ? t("time.hour", { count: hours }) : undefined,
    minutes > 0 ? t("time.minute", { count: minutes }) : undefined,
    rest > 0 ? t("time.second", { count: rest }) : undefined,
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return t("time.second", { count: 0 });
  return new Intl.ListFormat(locale, { style: "long", type: "unit" }).format(parts);
}

/**
 * `formatDuration` bound to the current language.
 *
 * @example
 * ```tsx
 * const formatDuration = useFormatDuration();
 * return <span>{formatDuration(realm.accessTokenLifespan ?? 0)}</span>;
 * ```
 */
export function useFormatDuration(): (seconds: number) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((seconds: number) => formatDuration(seconds, t, language), [t, language]);
}
