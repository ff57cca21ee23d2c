import { clampPage, filterRows, lastPageOf, sortRows } from "./client-rows";
import { DataTableView } from "./data-table-view";
import type { TableBaseProps } from "./table-types";
import { useTableState, type TableState } from "./use-table-state";

export interface ClientDataTableProps<T> extends TableBaseProps<T> {
  /** Every row, already in memory; searched (by the columns' `value`), sorted and paged here. */
  rows: readonly T[];
  isLoading?: boolean;
  /** A failed load, shown with a retry that calls `onRefresh`. */
  error?: unknown;
  /** Reloads the rows (refresh button and retry). */
  onRefresh?: () => void;
  /**
   * Keep page, page size, search and sort in the address (default), so Back, reload and a shared
   * link show the same rows. Tables inside dialogs and pickers pass `false`.
   */
  stateInAddress?: boolean;
  /** Put before the table's parameter names when two tables on one page keep their state there. */
  addressPrefix?: string;
  /**
   * State made by the caller with `useTableState`, for callers that filter the rows by filters of
   * their own kept beside it; `stateInAddress` and `addressPrefix` then go to that hook instead.
   */
  state?: TableState;
}

/**
 * A table over a small list held in memory (a realm's roles of a client, a user's groups…), paged,
 * searched and sorted in the browser with the same toolbar and page size as server tables. A list
 * that can grow to thousands of rows belongs on the server, in a `DataTable`.
 *
 * @example
 * ```tsx
 * const { data = [], isPending, error, refetch } = useQuery(clientScopesQuery(realm));
 * <ClientDataTable
 *   ariaLabel={t("clientScopes.list")}
 *   rows={data}
 *   isLoading={isPending}
 *   error={error ?? undefined}
 *   onRefresh={() => void refetch()}
 *   rowKey={(scope) => scope.id ?? ""}
 *   columns={[{ id: "name", title: t("clientScopes.name"), cell: (scope) => scope.name, value: (scope) => scope.name, sortable: true }]}
 *   emptyState={<NoClientScopes />}
 * />
 * ```
 */
export function ClientDataTable<T>({
  rows: allRows,
  isLoading = false,
  error,
  onRefresh,
  defaultSort,
  stateInAddress = true,
  addressPrefix,
  state: callerState,
  ...props
}: ClientDataTableProps<T>) {
  const ownState = useTableState({
    // A caller's state replaces this one, which then must not touch the address.
    inAddress: stateInAddress && callerState === undefined,
    ...(addressPrefix !== undefined && { prefix: addressPrefix }),
    ...(defaultSort !== undefined && { defaultSort }),
    sortableColumns: props.columns.filter((column) => column.sortable).map((column) => column.id),
  });
  const table = callerState ?? ownState;
  const { pageSize, search, sort } = table;

  const matching = sortRows(filterRows(allRows, props.columns, search), props.columns, sort);
  // Rows removed by the caller can leave the page past the end; show the last one instead.
  const page = clampPage(table.page, lastPageOf(matching.length, pageSize));
  const first = (page - 1) * pageSize;

  return (
    <DataTableView
      {...props}
      rows={matching.slice(first, first + pageSize)}
      itemCount={isLoading ? undefined : matching.length}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        table.setPage(next);
      }}
      onPageSizeChange={table.setPageSize}
      search={search}
      onSearchChange={table.setSearch}
      sort={sort}
      onSortChange={table.setSort}
      isLoading={isLoading}
      isFetching={false}
      isError={error !== undefined}
      error={error}
      {...(onRefresh !== undefined && { onRefresh })}
    />
  );
}
