import { startTransition, useState } from "react";
import { useSearchParams } from "react-router";
import {
  readTableState,
  writeTableState,
  type TableAddressOptions,
  type TableAddressState,
} from "./table-address";
import type { SortState } from "./table-types";
import { usePageSize } from "./use-page-size";

export interface TableStateOptions extends TableAddressOptions {
  /**
   * Keep the state in the address (default), so Back, reload and a shared link show the same rows.
   * Tables inside dialogs and pickers pass `false`: their state is gone when they close.
   */
  inAddress?: boolean;
}

/** Page, page size, search, sort and the caller's filters of one table, with their setters. */
export interface TableState {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState | undefined;
  filters: Readonly<Record<string, string>>;
  /** `replace` corrects the address without adding a step to Back (a page past the end). */
  setPage: (page: number, how?: { replace?: boolean }) => void;
  setPageSize: (pageSize: number) => void;
  /** A new search starts again on page 1. */
  setSearch: (search: string) => void;
  setSort: (sort: SortState) => void;
  /**
   * Sets (or, with `undefined` or "", removes) some filters, and the search with them when a
   * filter replaces it; starts again on page 1.
   */
  setFilters: (
    changes: Readonly<Record<string, string | undefined>>,
    also?: { search?: string },
  ) => void;
  /** Back to page 1 without search, filters or a chosen sort (another list in the same table). */
  reset: () => void;
}

type Change = Partial<Omit<TableAddressState, "filters">> & {
  filters?: Readonly<Record<string, string | undefined>>;
};

function applyChange(state: TableAddressState, { filters, ...change }: Change): TableAddressState {
  const merged = Object.entries({ ...state.filters, ...filters }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
  );
  return { ...state, ...change, filters: Object.fromEntries(merged) };
}

const initialState = (defaultSort: SortState | undefined): TableAddressState => ({
  page: 1,
  pageSize: undefined,
  search: "",
  sort: defaultSort,
  filters: {},
});

/**
 * The state of a paged table, in the address's query string or, for tables in dialogs, in the
 * component. Every change but a page change starts again on page 1; a page size chosen here is
 * also stored as the user's preference for every other table.
 *
 * @example
 * const table = useTableState({ filterNames: ["exact"] });
 * const exact = table.filters.exact === "true";
 * <DataTable state={table} … />
 */
export function useTableState(options: TableStateOptions = {}): TableState {
  const { inAddress = true, ...addressOptions } = options;
  const [storedPageSize, storePageSize] = usePageSize();
  const [addressParams, setParams] = useSearchParams();
  // A change of the address finishes after the route's loaders have started, a moment after the
  // click: until then the table shows the state it asked for, so a checkbox or a pager reacts at
  // once. It gives way as soon as the address moves on, to that state or any other (Back).
  const [pending, setPending] = useState<{ from: string; next: URLSearchParams }>();
  const currentAddress = addressParams.toString();
  if (pending !== undefined && pending.from !== currentAddress) setPending(undefined);
  const params = pending?.from === currentAddress ? pending.next : addressParams;
  const [local, setLocal] = useState(() => initialState(addressOptions.defaultSort));
  const state = inAddress ? readTableState(params, addressOptions) : local;

  // The new rows render in a transition, which yields to the browser: the requests the change
  // starts (the data table asks for the next page at once) go out instead of waiting for it. A
  // filter is often a checkbox, which must show its new state at once: that change is urgent.
  const update = (change: Change, { replace = false, urgent = false } = {}) => {
    const inTransition = (apply: () => void) => {
      if (urgent) apply();
      else startTransition(apply);
    };
    if (!inAddress) {
      inTransition(() => {
        setLocal((previous) => applyChange(previous, change));
      });
      return;
    }
    const next = writeTableState(
      params,
      applyChange(readTableState(params, addressOptions), change),
      addressOptions,
    );
    inTransition(() => {
      setPending({ from: currentAddress, next });
    });
    // Going nowhere new adds no step to Back.
    setParams(next, { replace: replace || next.toString() === params.toString() });
  };

  return {
    page: state.page,
    pageSize: state.pageSize ?? storedPageSize,
    search: state.search,
    sort: state.sort,
    filters: state.filters,
    setPage: (page, how) => {
      update({ page }, { replace: how?.replace === true });
    },
    setPageSize: (pageSize) => {
      storePageSize(pageSize);
      update({ pageSize, page: 1 });
    },
    // The data table applies a search once its rows are in, so there is nothing left to yield
    // to: the rows render at once instead of in slices between the browser's other work.
    setSearch: (search) => {
      update({ search: search.trim(), page: 1 }, { urgent: true });
    },
    setSort: (sort) => {
      update({ sort, page: 1 });
    },
    setFilters: (filters, also) => {
      update(
        {
          filters,
          page: 1,
          ...(also?.search !== undefined && { search: also.search.trim() }),
        },
        { urgent: true },
      );
    },
    reset: () => {
      const cleared = Object.fromEntries(
        Object.keys(state.filters).map((name) => [name, undefined]),
      );
      // The page size is the administrator's choice for every list, so it stays. Another list
      // replaces the rows in one step, with the change that asked for it.
      update(
        { page: 1, search: "", sort: addressOptions.defaultSort, filters: cleared },
        { urgent: true },
      );
    },
  };
}
