import type { AdminEventQuery, OperationType } from "@gatehouse/admin-client";
import { isEventDate } from "@/shared/events/event-filters";

/** What admin events are searched by; empty texts and lists mean "any". */
export interface AdminEventFilters {
  resourceTypes: string[];
  operationTypes: string[];
  /** A resource path; the server takes `*` as a wildcard, e.g. `users/*`. */
  resourcePath: string;
  /** The realm, client, user and IP address of the administrator who made the change. */
  realm: string;
  client: string;
  user: string;
  ipAddress: string;
  /** First and last day, `yyyy-MM-dd`, inclusive. */
  dateFrom: string;
  dateTo: string;
}

export type AdminEventFilterName = keyof AdminEventFilters;

export const adminEventFilterNames = [
  "resourceTypes",
  "operationTypes",
  "resourcePath",
  "realm",
  "client",
  "user",
  "ipAddress",
  "dateFrom",
  "dateTo",
] as const satisfies readonly AdminEventFilterName[];

export const operationTypes: readonly OperationType[] = ["CREATE", "UPDATE", "DELETE", "ACTION"];

export const noAdminEventFilters: AdminEventFilters = {
  resourceTypes: [],
  operationTypes: [],
  resourcePath: "",
  realm: "",
  client: "",
  user: "",
  ipAddress: "",
  dateFrom: "",
  dateTo: "",
};

/** Resource and operation types hold capitals and underscores only: a comma separates them. */
const separator = ",";

/** The filters as the table keeps them in the address (one text per filter). */
export function addressOfAdminEventFilters(
  filters: AdminEventFilters,
): Record<AdminEventFilterName, string | undefined> {
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const list = (values: string[]) => (values.length === 0 ? undefined : values.join(separator));
  return {
    resourceTypes: list(filters.resourceTypes),
    operationTypes: list(filters.operationTypes),
    resourcePath: text(filters.resourcePath),
    realm: text(filters.realm),
    client: text(filters.client),
    user: text(filters.user),
    ipAddress: text(filters.ipAddress),
    dateFrom: text(filters.dateFrom),
    dateTo: text(filters.dateTo),
  };
}

/**
 * The filters a (possibly hand-edited) address names. Unknown operation types and dates that are
 * no real day are left out, so a bad link shows more events instead of the server's refusal.
 */
export function adminEventFiltersFromAddress(
  address: Readonly<Record<string, string>>,
): AdminEventFilters {
  const list = (value: string | undefined) =>
    (value ?? "").split(separator).filter((item) => item !== "");
  const date = (value: string | undefined) =>
    value !== undefined && isEventDate(value) ? value : "";
  return {
    resourceTypes: list(address["resourceTypes"]),
    operationTypes: list(address["operationTypes"]).filter((type) =>
      (operationTypes as readonly string[]).includes(type),
    ),
    resourcePath: address["resourcePath"] ?? "",
    realm: address["realm"] ?? "",
    client: address["client"] ?? "",
    user: address["user"] ?? "",
    ipAddress: address["ipAddress"] ?? "",
    dateFrom: date(address["dateFrom"]),
    dateTo: date(address["dateTo"]),
  };
}

export const hasAdminEventFilters = (filters: AdminEventFilters): boolean =>
  Object.values(addressOfAdminEventFilters(filters)).some((value) => value !== undefined);

/** The server's admin events query for the filters, every unset filter left out. */
export function adminEventQueryOf(
  filters: AdminEventFilters,
): Omit<AdminEventQuery, "first" | "max"> {
  const set = addressOfAdminEventFilters(filters);
  return {
    ...(filters.resourceTypes.length > 0 && { resourceTypes: [...filters.resourceTypes] }),
    ...(filters.operationTypes.length > 0 && {
      operationTypes: filters.operationTypes as OperationType[],
    }),
    ...(set.resourcePath !== undefined && { resourcePath: set.resourcePath }),
    ...(set.realm !== undefined && { authRealm: set.realm }),
    ...(set.client !== undefined && { authClient: set.client }),
    ...(set.user !== undefined && { authUser: set.user }),
    ...(set.ipAddress !== undefined && { authIpAddress: set.ipAddress }),
    ...(set.dateFrom !== undefined && { dateFrom: set.dateFrom }),
    ...(set.dateTo !== undefined && { dateTo: set.dateTo }),
  };
}
