import { validDate, useFormatDateTime, type DateTimeValue } from "./format-date-time";

export interface DateTimeProps {
  value: DateTimeValue;
  options?: Intl.DateTimeFormatOptions;
}

/**
 * A `<time>` element showing `value` in the user's locale, with the machine-readable instant in
 * its `dateTime` attribute. Renders nothing for an invalid value.
 *
 * @example
 * ```tsx
 * <DateTime value={event.time} />
 * ```
 */
export function DateTime({ value, options }: DateTimeProps) {
  const format = useFormatDateTime();
  const date = validDate(value);
  if (date === undefined) return null;
  return <time dateTime={date.toISOString()}>{format(date, options)}</time>;
}
