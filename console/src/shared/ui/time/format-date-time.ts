import { useCallback } from "react";
import { useTranslation } from "react-i18next";

export type DateTimeValue = Date | number | string;

const defaultStyle: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function validDate(value: DateTimeValue): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formatters by locale and options. Making one loads the locale's calendar data, which costs
 * milliseconds each time, and a table makes one per cell on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date and time in the given locale (medium date, short time unless `options` say otherwise).
 * Numbers are epoch milliseconds, as the server sends them; an invalid value gives "".
 *
 * @example
 * ```ts
 * formatDateTime(event.time, "de"); // "03.02.2026, 14:05"
 * ```
 */
export function formatDateTime(
  value: DateTimeValue,
  locale: string,
  options: Intl.DateTimeFormatOptions = defaultStyle,
): string {
  const date = validDate(value);
  return date === undefined ? "" : formatterOf(locale, options).format(date);
}

/**
 * `formatDateTime` bound to the user's language.
 *
 * @example
 * ```tsx
 * const formatDateTime = useFormatDateTime();
 * return <Td>{formatDateTime(session.start)}</Td>;
 * ```
 */
export function useFormatDateTime(): (
  value: DateTimeValue,
  options?: Intl.DateTimeFormatOptions,
) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: DateTimeValue, options?: Intl.DateTimeFormatOptions) =>
      formatDateTime(value, language, options),
    [language],
  );
}
