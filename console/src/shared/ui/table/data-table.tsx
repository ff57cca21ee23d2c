import { keepPreviousData, usePrefetchQuery, useQuery, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { lastPageOf } from "./client-rows";
import { DataTableView } from "./data-table-view";
import type { PageRequest, PageResult, SortState, TableBaseProps } from "./table-types";
import { usePageSize } from "./use-page-size";

export interface DataTableProps<T> extends TableBaseProps<T> {
  /**
   * Key of the list, e.g. `usersKeys.list(realm)`; the table appends the page request. Invalidating
   * this key (after a create or delete) reloads the table.
   */
  queryKey: QueryKey;
  /**
   * Loads one page. Return `{ rows, total }` when the server can count, else just the rows: the
   * table asks for one row more than the page size (`max`) to know whether a next page exists.
   */
  loader: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T> | T[]>;
  /** How long a loaded page counts as fresh; lists are reloaded whenever shown by default. */
  staleTime?: number;
}

interface LoadedPage<T> {
  rows: T[];
  total: number | undefined;
}

function normalise<T>(result: PageResult<T> | T[]): LoadedPage<T> {
  return Array.isArray(result)
    ? { rows: result, total: undefined }
    : { rows: result.rows, total: result.total };
}

/** The cache key of one page of a table: the table's key followed by the page request. */
const pageKey = (queryKey: QueryKey, request: PageRequest): QueryKey => [...queryKey, request];

/**
 * Loads a table's first page (no search, no sort, the persisted page size) into the cache before
 * the table shows, so that switching to it (a tab, a toggle) shows rows at once. Same key and shape
 * as the table's own query; a failure is not shown, the table then loads the page itself.
 */
export function usePrefetchFirstPage<T>({
  queryKey,
  loader,
  staleTime = 0,
}: Pick<DataTableProps<T>, "queryKey" | "loader" | "staleTime">): void {
  const [pageSize] = usePageSize();
  const request: PageRequest = { first: 0, max: pageSize + 1, search: "" };
  usePrefetchQuery({
    queryKey: pageKey(queryKey, request),
    queryFn: async ({ signal }) => normalise(await loader(request, signal)),
    staleTime,
  });
}

/**
 * A table whose rows are paged, searched and sorted by the server, loaded with TanStack Query.
 * The page size is persisted under `pageSize`; the table reloads on refresh, page, page size,
 * sort or search change, and a new search starts again on page 1.
 *
 * @example
 * ```tsx
 * <DataTable<UserRepresentation>
 *   ariaLabel={t("users.list")}
 *   queryKey={usersKeys.list(realm)}
 *   loader={({ first, max, search }, signal) =>
 *     adminClient.users.find({ realm, first, max, search, briefRepresentation: true }, { signal })
 *   }
 *   rowKey={(user) => user.id ?? ""}
 *   rowLabel={(user) => user.username ?? ""}
 *   columns={[
 *     { id: "username", title: t("users.username"), cell: (user) => <Link to={toUser(user)}>{user.username}</Link> },
 *     { id: "email", title: t("users.email"), cell: (user) => user.email },
 *   ]}
 *   actions={[{ title: t("users.delete"), isDanger: true, onClick: askDelete }]}
 *   emptyState={<NoUsers />}
 * />
 * ```
 */
export function DataTable<T>({
  queryKey,
  loader,
  staleTime = 0,
  defaultSort,
  ...props
}: DataTableProps<T>) {
  const [pageSize, setPageSize] = usePageSize();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);

  const request: PageRequest = {
    first: (page - 1) * pageSize,
    max: pageSize + 1,
    search,
    ...(sort !== undefined && { sort }),
  };
  const load = async (signal: AbortSignal) => normalise(await loader(request, signal));
  const query = useQuery({
    queryKey: pageKey(queryKey, request),
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    staleTime,
  });

  const loaded = query.data;
  const rows = loaded?.rows.slice(0, pageSize) ?? [];
  const hasNextPage = (loaded?.rows.length ?? 0) > pageSize;
  const itemCount =
    loaded?.total ??
    (loaded === undefined || hasNextPage ? undefined : request.first + rows.length);

  // The list shrank under us (rows deleted elsewhere): move back to the last page that has rows.
  if (loaded !== undefined && !query.isPlaceholderData && page > 1) {
    if (itemCount !== undefined && page > lastPageOf(itemCount, pageSize))
      setPage(lastPageOf(itemCount, pageSize));
    else if (rows.length === 0) setPage(page - 1);
  }

  return (
    <DataTableView
      {...props}
      rows={rows}
      itemCount={itemCount}
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
      isLoading={query.isPending}
      isFetching={query.isFetching}
      isError={query.isError}
      error={query.error}
      onRefresh={() => {
        void query.refetch();
      }}
    />
  );
}
