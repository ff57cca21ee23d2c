import type { UiSessionType } from "@gatehouse/admin-client";

/** The session types the list can be narrowed to, in the order the filter offers them. */
export const sessionTypeFilters = ["all", "regular", "offline"] as const;
export type SessionTypeFilter = (typeof sessionTypeFilters)[number];

/** The name of the list's type filter in the address. */
export const sessionTypeParam = "type";

/** The filter an address names; anything else (or nothing) shows every session. */
export function readSessionTypeFilter(value: string | undefined): SessionTypeFilter {
  return sessionTypeFilters.find((filter) => filter === value) ?? "all";
}

/** The type the server's session listing expects for a filter. */
export function serverSessionType(filter: SessionTypeFilter): UiSessionType {
  return filter === "regular" ? "REGULAR" : filter === "offline" ? "OFFLINE" : "ALL";
}
