import { noEventFilters, type EventFilters } from "@/shared/events/event-filters";

const day = (date: Date) =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The event search of the last `days` days, today included, in the administrator's calendar. */
export function lastDaysFilters(days: number, today: Date): EventFilters {
  const first = new Date(today);
  first.setDate(first.getDate() - (days - 1));
  return { ...noEventFilters, dateFrom: day(first), dateTo: day(today) };
}
