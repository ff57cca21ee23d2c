import { useState } from "react";
import { clampPage, filterRows, lastPageOf, sortRows } from "./client-rows";
import { DataTableView } from "./data-table-view";
import type { SortState, TableBaseProps } from "./table-types";
import { usePageSize } from "./use-page-size";

export interface ClientDataTableProps<T> extends TableBaseProps<T> {
  /** Every row, already in memory; searched (by the columns' `value`), sorted and paged here. */
  rows: readonly T[];
  isLoading?: boolean;
  /** A failed load, shown with a retry that calls `onRefresh`. */
  error?: unknown;
  /** Reloads the rows (refresh button and retry). */
  onRefresh?: () => void;
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
  ...props
}: ClientDataTableProps<T>) {
  const [pageSize, setPageSize] = usePageSize();
  const [requestedPage, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);

  const matching = sortRows(filterRows(allRows, props.columns, search), props.columns, sort);
  // Rows removed by the caller can leave the page past the end; show the last one instead.
  const page = clampPage(requestedPage, lastPageOf(matching.length, pageSize));
  const first = (page - 1) * pageSize;

  return (
    <DataTableView
      {...props}
      rows={matching.slice(first, first + pageSize)}
      itemCount={isLoading ? undefined : matching.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      isLoading={isLoading}
      isFetching={false}
      isError={error !== undefined}
      error={error}
      {...(onRefresh !== undefined && { onRefresh })}
    />
  );
}
