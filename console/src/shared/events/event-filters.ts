import type { EventQuery } from "@gatehouse/admin-client";

/**
 * What user events are searched by, on the events page and a user's events tab (which leaves the
 * user out: it is the tab's own); empty texts and lists mean "any".
 */
export interface EventFilters {
  /** The id of the user whose events are shown. */
  user: string;
  types: string[];
  /** The `clientId` of the client. */
  client: string;
  /** First day, `yyyy-MM-dd`, inclusive. */
  dateFrom: string;
  /** Last day, `yyyy-MM-dd`, inclusive: the server counts the whole day. */
  dateTo: string;
  ipAddress: string;
}

export type EventFilterName = keyof EventFilters;

/** The filters in the order the tab shows them as labels. */
export const eventFilterNames = [
  "user",
  "types",
  "client",
  "dateFrom",
  "dateTo",
  "ipAddress",
] as const satisfies readonly EventFilterName[];

export const noEventFilters: EventFilters = {
  user: "",
  types: [],
  client: "",
  dateFrom: "",
  dateTo: "",
  ipAddress: "",
};

/** Event types hold only capitals and underscores, so a comma separates several in the address. */
const typeSeparator = ",";

/** The filters as the table keeps them in the address (one text per filter). */
export function addressOfEventFilters(
  filters: EventFilters,
): Record<EventFilterName, string | undefined> {
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    user: text(filters.user),
    types: filters.types.length === 0 ? undefined : filters.types.join(typeSeparator),
    client: text(filters.client),
    dateFrom: text(filters.dateFrom),
    dateTo: text(filters.dateTo),
    ipAddress: text(filters.ipAddress),
  };
}

/**
 * The filters a (possibly hand-edited) address names. A date that is not a real `yyyy-MM-dd` day
 * is left out, so a bad link shows unfiltered events instead of the server's refusal.
 */
export function eventFiltersFromAddress(address: Readonly<Record<string, string>>): EventFilters {
  const date = (value: string | undefined) =>
    value !== undefined && isEventDate(value) ? value : "";
  return {
    user: address["user"] ?? "",
    types: (address["types"] ?? "").split(typeSeparator).filter((type) => type !== ""),
    client: address["client"] ?? "",
    dateFrom: date(address["dateFrom"]),
    dateTo: date(address["dateTo"]),
    ipAddress: address["ipAddress"] ?? "",
  };
}

export const hasEventFilters = (filters: EventFilters): boolean =>
  Object.values(addressOfEventFilters(filters)).some((value) => value !== undefined);

/** The server's events query for the filters, every unset filter left out. */
export function eventQueryOf(filters: EventFilters): Omit<EventQuery, "first" | "max"> {
  const set = addressOfEventFilters(filters);
  return {
    ...(set.user !== undefined && { user: set.user }),
    ...(filters.types.length > 0 && { type: [...filters.types] }),
    ...(set.client !== undefined && { client: set.client }),
    ...(set.dateFrom !== undefined && { dateFrom: set.dateFrom }),
    ...(set.dateTo !== undefined && { dateTo: set.dateTo }),
    ...(set.ipAddress !== undefined && { ipAddress: set.ipAddress }),
  };
}

/** A real calendar day written `yyyy-MM-dd`, the one format the server takes besides epoch times. */
export function isEventDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; a real day reads back the same.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export type EventDateProblem = "format" | "beforeStart";

/**
 * What is wrong with the date filters, per field: a text that is no `yyyy-MM-dd` day, or a last day
 * before the first (reported on the last day). Empty dates are fine: that end stays open.
 */
export function eventDateProblems({
  dateFrom,
  dateTo,
}: Pick<EventFilters, "dateFrom" | "dateTo">): Partial<
  Record<"dateFrom" | "dateTo", EventDateProblem>
> {
  const from = dateFrom.trim();
  const to = dateTo.trim();
  const fromOk = from === "" || isEventDate(from);
  const toOk = to === "" || isEventDate(to);
  return {
    ...(!fromOk && { dateFrom: "format" as const }),
    ...(!toOk && { dateTo: "format" as const }),
    // Both are yyyy-MM-dd here, so comparing the texts compares the days.
    ...(fromOk &&
      toOk &&
      from !== "" &&
      to !== "" &&
      to < from && {
        dateTo: "beforeStart" as const,
      }),
  };
}
