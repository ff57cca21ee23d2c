import type { SortState } from "./table-types";
import { defaultPageSize, pageSizeOptions } from "./use-page-size";

/** Where a table keeps its state in the address, and what counts as valid there. */
export interface TableAddressOptions {
  /**
   * Put before every parameter name when two tables share a page ("members-page",
   * "roles-page"), so each keeps its own state.
   */
  prefix?: string;
  /** The sort the table starts with; left out of the address. */
  defaultSort?: SortState;
  /** Ids of the sortable columns: a sort by any other column in the address is ignored. */
  sortableColumns?: readonly string[];
  /** Names of the caller's own filters kept beside the table state (`exact`, `q`…). */
  filterNames?: readonly string[];
}

/** A table's state as the address holds it. */
export interface TableAddressState {
  /** 1-based. */
  page: number;
  /** `undefined` when the address names none: the user's stored page size applies. */
  pageSize: number | undefined;
  search: string;
  sort: SortState | undefined;
  /** The caller's filters that are set; a filter not set is absent. */
  filters: Readonly<Record<string, string>>;
}

const names = (prefix = "") => ({
  page: `${prefix}page`,
  size: `${prefix}size`,
  search: `${prefix}search`,
  sort: `${prefix}sort`,
  order: `${prefix}order`,
  filter: (name: string) => `${prefix}${name}`,
});

function readPage(text: string | null): number {
  if (text === null || !/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function readPageSize(text: string | null): number | undefined {
  return pageSizeOptions.find((option) => String(option) === text);
}

function readSort(
  column: string | null,
  order: string | null,
  { defaultSort, sortableColumns }: TableAddressOptions,
): SortState | undefined {
  if (column === null || sortableColumns?.includes(column) !== true) return defaultSort;
  return { column, direction: order === "desc" ? "desc" : "asc" };
}

const sameSort = (a: SortState | undefined, b: SortState | undefined) =>
  a?.column === b?.column && a?.direction === b?.direction;

/**
 * Reads a table's state from the query string. A hand-edited or outdated address never breaks the
 * table: a page that is not a positive whole number reads as page 1, a page size that is not
 * offered as the stored one, a sort by an unknown column as the default sort.
 */
export function readTableState(
  params: URLSearchParams,
  options: TableAddressOptions = {},
): TableAddressState {
  const name = names(options.prefix);
  const filters: Record<string, string> = {};
  for (const filter of options.filterNames ?? []) {
    const value = params.get(name.filter(filter));
    if (value !== null && value !== "") filters[filter] = value;
  }
  return {
    page: readPage(params.get(name.page)),
    pageSize: readPageSize(params.get(name.size)),
    search: (params.get(name.search) ?? "").trim(),
    sort: readSort(params.get(name.sort), params.get(name.order), options),
    filters,
  };
}

/**
 * The query string with the table's state written in, other parameters kept. Defaults (page 1, the
 * default page size, no search, the default sort, unset filters) are left out, so the address of
 * an untouched list stays clean and a shared link carries only what the user changed.
 */
export function writeTableState(
  params: URLSearchParams,
  state: TableAddressState,
  options: TableAddressOptions = {},
): URLSearchParams {
  const name = names(options.prefix);
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) => {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  };
  put(name.page, state.page > 1 ? String(state.page) : undefined);
  put(
    name.size,
    state.pageSize === undefined || state.pageSize === defaultPageSize
      ? undefined
      : String(state.pageSize),
  );
  put(name.search, state.search.trim());
  const customSort = !sameSort(state.sort, options.defaultSort) ? state.sort : undefined;
  put(name.sort, customSort?.column);
  put(name.order, customSort?.direction);
  for (const filter of options.filterNames ?? []) put(name.filter(filter), state.filters[filter]);
  return next;
}
