import {
  hashKey,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { useContext, useEffect, useEffectEvent, useRef } from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import { lastPageOf } from "./client-rows";
import { DataTableView } from "./data-table-view";
import {
  firstPageRequest,
  tableCountQuery,
  tablePageQuery,
  type TableQuery,
} from "./table-page-query";
import type { PageRequest, PageResult, TableBaseProps } from "./table-types";
import { usePageSize } from "./use-page-size";
import { useTableState, type TableState } from "./use-table-state";

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
  /**
   * Counts the rows matching a search, when the server counts apart from the page: the rows show
   * as soon as they arrive, the total when it does.
   */
  count?: TableQuery<T>["count"];
  /** How long a loaded page counts as fresh; lists are reloaded whenever shown by default. */
  staleTime?: number;
  /**
   * Keep page, page size, search and sort in the address (default), so Back, reload and a shared
   * link show the same rows. Tables inside dialogs and pickers pass `false`.
   */
  stateInAddress?: boolean;
  /** Put before the table's parameter names when two tables on one page keep their state there. */
  addressPrefix?: string;
  /**
   * State made by the caller with `useTableState`, for callers that keep filters of their own
   * beside it or need the search outside the table; `stateInAddress` and `addressPrefix` then go
   * to that hook instead.
   */
  state?: TableState;
}

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
  usePrefetchQuery(tablePageQuery({ queryKey, loader, staleTime }, firstPageRequest(pageSize)));
}

/**
 * How long (ms) a page or count the table (or a route loader) has just asked for counts as fresh
 * when the table then shows it: without this, a fast answer that lands before the render would be
 * asked for a second time.
 */
const justAskedFor = 2_000;

/**
 * How long (ms) a new search waits for its rows before the table shows it as pending. A search's
 * rows usually come back sooner: the table then renders once, with them, rather than once for the
 * pending search and again for its rows, and the main thread stays free for the answer meanwhile.
 */
const searchShowsPendingAfter = 300;

const requestOf = ({
  page,
  pageSize,
  search,
  sort,
}: Pick<TableState, "page" | "pageSize" | "search" | "sort">): PageRequest => ({
  first: (page - 1) * pageSize,
  max: pageSize + 1,
  search,
  ...(sort !== undefined && { sort }),
});

/**
 * A table whose rows are paged, searched and sorted by the server, loaded with TanStack Query.
 * Page, page size, search and sort live in the address (see `useTableState`); the page size is
 * also persisted under `pageSize`. The table reloads on refresh, page, page size, sort or search
 * change, and a new search starts again on page 1.
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
  count,
  staleTime = 0,
  defaultSort,
  stateInAddress = true,
  addressPrefix,
  state: callerState,
  ...props
}: DataTableProps<T>) {
  const ownState = useTableState({
    // A caller's state replaces this one, which then must not touch the address.
    inAddress: stateInAddress && callerState === undefined,
    ...(addressPrefix !== undefined && { prefix: addressPrefix }),
    ...(defaultSort !== undefined && { defaultSort }),
    sortableColumns: props.columns.filter((column) => column.sortable).map((column) => column.id),
  });
  const table = callerState ?? ownState;
  const { page, pageSize, search, sort } = table;
  const queryClient = useQueryClient();
  const list: TableQuery<T> = {
    queryKey,
    loader,
    staleTime,
    ...(count !== undefined && { count }),
  };
  const listId = hashKey(queryKey);

  const request = requestOf(table);
  const query = useQuery({
    ...tablePageQuery(list, request),
    staleTime: Math.max(staleTime, justAskedFor),
    // While the next page of the same list loads, the current one stays; another list's rows never
    // stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery !== undefined && hashKey(previousQuery.queryKey.slice(0, -1)) === listId
        ? previous
        : undefined,
  });
  const loaded = query.data;
  const rows = loaded?.rows.slice(0, pageSize) ?? [];
  const hasNextPage = (loaded?.rows.length ?? 0) > pageSize;
  // The count is asked only once this page's rows are in and show that more rows follow: it never
  // competes with the rows for the server, and a page that ends the list already tells the total.
  const counted = useQuery({
    ...tableCountQuery(list, search),
    staleTime: Math.max(staleTime, justAskedFor),
    enabled: count !== undefined && loaded !== undefined && !query.isPlaceholderData && hasNextPage,
  });

  /**
   * Asks for the page a change shows before the table renders it: the request does not wait for
   * that render (nor the address change), and the table then finds it on its way.
   */
  const change =
    <A extends unknown[]>(apply: (...args: A) => void, next: (...args: A) => Partial<TableState>) =>
    (...args: A) => {
      const target = { ...table, ...next(...args) };
      queryClient.query(tablePageQuery(list, requestOf(target))).catch(() => undefined);
      apply(...args);
    };

  // Only the latest search is shown, and none once the table is gone (another page by then).
  const latestSearch = useRef(0);
  useEffect(() => {
    const searches = latestSearch;
    return () => {
      searches.current += 1;
    };
  }, []);
  // Read when a search's rows arrive, not at render: the administrator may have followed a link
  // to another page meanwhile, and applying the search then would replace that navigation.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const leavingForAnotherPage = () => {
    const state = dataRouter?.router.state;
    const target = state?.navigation.location;
    return target !== undefined && target.pathname !== state?.location.pathname;
  };
  const onSearchChange = (text: string) => {
    const searchNumber = ++latestSearch.current;
    const target = { ...table, page: 1, search: text.trim() };
    const rowsLoaded = queryClient.query(tablePageQuery(list, requestOf(target)));
    const waited = new Promise((resolve) => setTimeout(resolve, searchShowsPendingAfter));
    void Promise.race([rowsLoaded, waited])
      .catch(() => undefined)
      .then(() => {
        if (searchNumber === latestSearch.current && !leavingForAnotherPage()) {
          table.setSearch(text);
        }
      });
  };

  const itemCount =
    loaded?.total ??
    counted.data ??
    (loaded === undefined || hasNextPage ? undefined : request.first + rows.length);

  // The list shrank under us (rows deleted elsewhere) or the address names a page past the end:
  // move to the last page that has rows, without adding a step to Back.
  let pageWithRows: number | undefined;
  if (loaded !== undefined && !query.isPlaceholderData && page > 1) {
    if (itemCount !== undefined && page > lastPageOf(itemCount, pageSize))
      pageWithRows = lastPageOf(itemCount, pageSize);
    else if (rows.length === 0) pageWithRows = page - 1;
  }
  const moveTo = useEffectEvent((target: number) => {
    table.setPage(target, { replace: true });
  });
  useEffect(() => {
    if (pageWithRows !== undefined) moveTo(pageWithRows);
  }, [pageWithRows]);

  return (
    <DataTableView
      {...props}
      rows={rows}
      itemCount={itemCount}
      page={page}
      pageSize={pageSize}
      listId={listId}
      onPageChange={change(
        (next: number) => {
          table.setPage(next);
        },
        (next) => ({ page: next }),
      )}
      onPageSizeChange={change(table.setPageSize, (next: number) => ({ page: 1, pageSize: next }))}
      search={search}
      onSearchChange={onSearchChange}
      sort={sort}
      onSortChange={change(table.setSort, (next) => ({ page: 1, sort: next }))}
      isLoading={query.isPending}
      isFetching={query.isFetching}
      isError={query.isError}
      error={query.error}
      onRefresh={() => {
        void query.refetch();
        if (count !== undefined) void counted.refetch();
      }}
    />
  );
}
