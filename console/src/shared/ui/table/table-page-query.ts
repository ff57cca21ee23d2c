import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { defaultPageSize, pageSizeOptions, pageSizeStorageKey } from "./use-page-size";
import type { TableAddressState } from "./table-address";
import type { PageRequest, PageResult } from "./table-types";

/** What a server-paged table loads: its key, its page loader and how long a page stays fresh. */
export interface TableQuery<T> {
  /** Key of the list; each page is cached under it followed by the page request. */
  queryKey: QueryKey;
  loader: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T> | T[]>;
  /**
   * Counts the rows matching a search. Asked after the page, and only when the page shows that more
   * rows follow; never waited for: the rows show when they arrive and the total when it does.
   */
  count?: (search: string, signal: AbortSignal) => Promise<number>;
  staleTime?: number;
}

export interface LoadedPage<T> {
  rows: T[];
  total: number | undefined;
}

function normalise<T>(result: PageResult<T> | T[]): LoadedPage<T> {
  return Array.isArray(result)
    ? { rows: result, total: undefined }
    : { rows: result.rows, total: result.total };
}

/**
 * The query of one page of a server-paged table. The data table reads its pages through this, so a
 * route loader that starts the same page ahead of the table fills exactly the entry the table reads.
 */
export function tablePageQuery<T>(
  { queryKey, loader, staleTime = 0 }: Pick<TableQuery<T>, "queryKey" | "loader" | "staleTime">,
  request: PageRequest,
) {
  return queryOptions({
    queryKey: [...queryKey, request],
    queryFn: async ({ signal }) => normalise(await loader(request, signal)),
    staleTime,
  });
}

/**
 * The query of the number of rows matching a search, cached beside the list's pages (under the same
 * key, so invalidating the list counts again).
 */
export function tableCountQuery<T>(
  { queryKey, count, staleTime = 0 }: TableQuery<T>,
  search: string,
) {
  // A list without a count caches nothing worth asking for (`null`: the table leaves it disabled).
  const counter = count ?? (() => Promise.resolve(null));
  return queryOptions({
    queryKey: [...queryKey, "count", { search }],
    queryFn: ({ signal }): Promise<number | null> => counter(search, signal),
    staleTime,
  });
}

/** The page size the user chose last (stored under `pageSize`), read outside React. */
export function storedPageSize(storage: Storage = localStorage): number {
  try {
    const stored: unknown = JSON.parse(storage.getItem(pageSizeStorageKey) ?? "null");
    return pageSizeOptions.find((option) => option === stored) ?? defaultPageSize;
  } catch {
    return defaultPageSize;
  }
}

/** The request of a list's first page, as a table with nothing searched or sorted asks it. */
export const firstPageRequest = (pageSize: number): PageRequest => ({
  first: 0,
  max: pageSize + 1,
  search: "",
});

/** The page request of the rows an address shows, as the data table builds it. */
export function addressPageRequest(state: TableAddressState, search = state.search): PageRequest {
  const pageSize = state.pageSize ?? storedPageSize();
  return {
    first: (state.page - 1) * pageSize,
    max: pageSize + 1,
    search,
    ...(state.sort !== undefined && { sort: state.sort }),
  };
}
