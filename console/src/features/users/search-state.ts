import type { UserQuery } from "@gatehouse/admin-client";

/** One attribute condition of an attribute search. */
export interface AttributeFilter {
  key: string;
  value: string;
}

/**
 * What the users list is filtered by besides the table's own search text. The server ignores an
 * attribute query when a text search is given, so an attribute search replaces the text search.
 */
export interface UsersFilter {
  exact: boolean;
  attributes: AttributeFilter[];
}

export const noUsersFilter: UsersFilter = { exact: false, attributes: [] };

/** Quotes a term so the server matches it whole, escaping quotes inside it. */
function quoted(text: string): string {
  return `"${text.replace(/"/g, '\\"')}"`;
}

/**
 * The server's attribute query (`q`): `key:value` pairs separated by spaces. Keys and values with
 * spaces or colons cannot be expressed that way, so such conditions are refused by
 * {@link attributeFilterProblem} before they get here.
 */
export function attributeQueryText(attributes: readonly AttributeFilter[]): string {
  return attributes.map(({ key, value }) => `${key.trim()}:${value.trim()}`).join(" ");
}

/**
 * The conditions of a query written by {@link attributeQueryText}, read back from the address. A
 * piece without a key or a value (an address edited by hand) is dropped.
 */
export function parseAttributeQuery(query: string): AttributeFilter[] {
  return query
    .split(/\s+/)
    .map((piece) => {
      const colon = piece.indexOf(":");
      return colon < 0
        ? { key: "", value: "" }
        : { key: piece.slice(0, colon), value: piece.slice(colon + 1) };
    })
    .filter((condition) => attributeFilterProblem(condition) === undefined);
}

/** The address's parameter names of the users list's filters, beside the table's own state. */
export const usersFilterNames = ["exact", "attributes"] as const;

/** The list's filter as the address holds it (see {@link usersFilterNames}). */
export function usersFilterFromAddress(filters: Readonly<Record<string, string>>): UsersFilter {
  return {
    exact: filters["exact"] === "true",
    attributes: parseAttributeQuery(filters["attributes"] ?? ""),
  };
}

/** The address parameters of a filter; `undefined` removes a parameter that is at its default. */
export function usersFilterToAddress(filter: UsersFilter): Record<string, string | undefined> {
  return {
    exact: filter.exact ? "true" : undefined,
    attributes: filter.attributes.length > 0 ? attributeQueryText(filter.attributes) : undefined,
  };
}

/** Why a condition cannot be searched for; `undefined` when it can. */
export function attributeFilterProblem({
  key,
  value,
}: AttributeFilter): "bothNeeded" | "noSpaces" | undefined {
  if (key.trim() === "" || value.trim() === "") return "bothNeeded";
  if (/[\s:]/.test(key.trim()) || /\s/.test(value.trim())) return "noSpaces";
  return undefined;
}

/**
 * The query of `users.find` and `users.count` for a search text and filter; both calls get the same
 * conditions so the total matches the rows.
 */
export function userSearchConditions(
  search: string,
  filter: UsersFilter,
): Pick<UserQuery, "search" | "q"> {
  if (filter.attributes.length > 0) return { q: attributeQueryText(filter.attributes) };
  const text = search.trim();
  if (text === "") return {};
  return { search: filter.exact ? quoted(text) : text };
}
