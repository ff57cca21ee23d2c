import type { ReactNode } from "react";
import { BulkSelect } from "./bulk-select";
import { TableBody, type BodyState } from "./table-body";
import { TablePagination } from "./table-pagination";
import { TableToolbar } from "./table-toolbar";
import type { SortState, TableBaseProps, TableContext } from "./table-types";
import { useTableSelection } from "./use-table-selection";

export interface DataTableViewProps<T> extends TableBaseProps<T> {
  /** The rows of the current page. */
  rows: readonly T[];
  /** All matching rows when known. */
  itemCount: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
  /** No rows to show yet. */
  isLoading: boolean;
  /** A newer page is on its way while the previous one stays visible. */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  /** Reloads the rows; without it there is no refresh button and no retry. */
  onRefresh?: () => void;
  /** Names the list shown; when it changes (another list in the same table), nothing is selected. */
  listId?: string;
}

/** Toolbar, table and pagination of a paged table, whatever feeds the rows. */
export function DataTableView<T>(props: DataTableViewProps<T>) {
  const {
    ariaLabel,
    rows,
    itemCount,
    page,
    pageSize,
    onPageChange,
    onPageSizeChange,
    search,
    onSearchChange,
    isLoading,
    isFetching,
    isError,
    error,
    onRefresh,
    emptyState,
    toolbarItems,
    selectable,
    canSelectAllMatching = true,
    onSelectionChange,
    rowKey,
    isSearchable = true,
    searchPlaceholder,
    listId,
    isRowSelectable,
  } = props;
  const selectableRows = isRowSelectable === undefined ? rows : rows.filter(isRowSelectable);
  const selection = useTableSelection(rowKey, onSelectionChange, listId);

  const changeSearch = (next: string) => {
    // "All matching" and the picked rows described the old search.
    if (selection.count !== 0) selection.clear();
    onSearchChange(next);
  };

  if (!isLoading && !isError && search === "" && rows.length === 0 && page === 1)
    return <>{emptyState}</>;

  const state: BodyState = isLoading
    ? { kind: "loading" }
    : isError
      ? { kind: "error", error }
      : rows.length === 0 && search !== ""
        ? { kind: "noResults" }
        : { kind: "rows" };

  const context: TableContext<T> = {
    selection: selection.selection,
    clearSelection: selection.clear,
    refresh: () => {
      onRefresh?.();
    },
    search,
  };

  const pagination = (position: "top" | "bottom"): ReactNode => (
    <TablePagination
      position={position}
      page={page}
      pageSize={pageSize}
      itemCount={itemCount}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      isDisabled={isLoading}
    />
  );

  return (
    <>
      <TableToolbar
        tableLabel={ariaLabel}
        search={search}
        onSearchChange={changeSearch}
        isSearchable={isSearchable}
        {...(searchPlaceholder !== undefined && { searchPlaceholder })}
        {...(selectable === "multiple" && {
          bulkSelect: (
            <BulkSelect
              pageCount={selectableRows.length}
              selectedCount={selection.count}
              isAllMatching={selection.selection.kind === "allMatching"}
              isPageSelected={
                selectableRows.length > 0 && selectableRows.every(selection.isSelected)
              }
              total={itemCount}
              onSelectNone={selection.clear}
              onSelectPage={() => {
                selection.selectPage(selectableRows);
              }}
              {...(canSelectAllMatching && {
                onSelectAll: () => {
                  selection.selectAllMatching(search, itemCount);
                },
              })}
            />
          ),
        })}
        // While the first page loads the list may yet turn out empty, and the empty state brings
        // its own buttons: the toolbar's appear once they stay, so no click lands on one that goes.
        items={isLoading && search === "" && page === 1 ? undefined : toolbarItems?.(context)}
        {...(onRefresh !== undefined && { onRefresh })}
        {...(itemCount !== undefined && { itemCount })}
        pagination={pagination("top")}
      />
      <TableBody
        {...props}
        rows={rows}
        state={state}
        selection={selection}
        {...(onRefresh !== undefined && { onRetry: onRefresh })}
        onClearSearch={() => {
          changeSearch("");
        }}
        isBusy={isFetching}
      />
      {pagination("bottom")}
    </>
  );
}
