import type { TableSelection } from "@/shared/ui/table/table-types";
import type { AttributeFilter, UsersFilter } from "./search-state";

/**
 * What the users list does, decided once from the realm and the filter so that the table, its
 * toolbar and its empty state never disagree:
 * - `all`: every user is listed; the table's search box searches by text (exactly when asked).
 * - `searchRequired`: the realm reads users from user storage, which may hold too many users to
 *   list, so nothing loads until the administrator types a search (`search` is "" until then).
 * - `attributes`: an attribute search; the server ignores a text search beside it, so there is no
 *   text search and no exact switch.
 */
export type UsersListMode =
  | { kind: "all" }
  | { kind: "searchRequired"; search: string }
  | { kind: "attributes"; attributes: readonly AttributeFilter[] };

export interface UsersListModeInput {
  filter: UsersFilter;
  /** The realm has an enabled user storage provider. */
  hasUserStorage: boolean;
  /** The search text in the address. */
  search: string;
}

export function usersListMode({
  filter,
  hasUserStorage,
  search,
}: UsersListModeInput): UsersListMode {
  if (filter.attributes.length > 0) return { kind: "attributes", attributes: filter.attributes };
  if (hasUserStorage) return { kind: "searchRequired", search };
  return { kind: "all" };
}

/** The list shows nothing and asks for a search first. */
export const waitsForSearch = (mode: UsersListMode): boolean =>
  mode.kind === "searchRequired" && mode.search === "";

/** The exact switch applies to text searches only. */
export const offersExactSearch = (mode: UsersListMode): boolean => mode.kind !== "attributes";

/**
 * The text search the table itself runs. With user storage the list owns its search box (it shows
 * in the prompt too, before the table exists), so the table runs none of its own.
 */
export const tableSearchOf = (mode: UsersListMode, search: string): string =>
  mode.kind === "all" ? search : "";

/**
 * The selection a bulk action works on. "All matching" means the users matching the search the
 * administrator sees, which in `searchRequired` mode is the list's own search, not the table's.
 */
export function bulkSelectionOf<T>(
  mode: UsersListMode,
  selection: TableSelection<T>,
): TableSelection<T> {
  if (selection.kind !== "allMatching" || mode.kind !== "searchRequired") return selection;
  return { ...selection, search: mode.search };
}
