/** What a client table needs to know of the query behind its rows. */
interface RowsQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A client table's loading state, from the query that reads its rows. */
export interface QueryState {
  isLoading: boolean;
  error: unknown;
  onRefresh: () => void;
}

/**
 * The props a `ClientDataTable` takes from the query behind its rows, when the rows are made
 * from the query's data: the loading state, a failure with its retry, the refresh button's reload.
 *
 * @example
 * <ClientDataTable {...queryState(roles)} rows={rowsOf(roles.data)} ... />
 */
export function queryState(query: RowsQuery): QueryState {
  return {
    isLoading: query.isPending,
    error: query.error ?? undefined,
    onRefresh: () => void query.refetch(),
  };
}

/**
 * The props a `ClientDataTable` takes from the query of its rows: the rows themselves (none while
 * loading) and `queryState`'s.
 *
 * @example
 * <ClientDataTable {...queryRows(consents)} ariaLabel={...} columns={...} />
 */
export function queryRows<T>(
  query: RowsQuery & { data: readonly T[] | undefined },
): QueryState & { rows: readonly T[] } {
  return { rows: query.data ?? [], ...queryState(query) };
}
