import type { ReactNode } from "react";

export type SortDirection = "asc" | "desc";

export interface SortState {
  /** The `id` of the sorted column. */
  column: string;
  direction: SortDirection;
}

/** What a server-side table asks its loader for. */
export interface PageRequest {
  /** Index of the first row (Keycloak's `first`). */
  first: number;
  /**
   * How many rows to return (Keycloak's `max`): one more than the page size, so the table can tell
   * whether a next page exists when the server gives no total.
   */
  max: number;
  /** The trimmed search text; empty when not searching. */
  search: string;
  sort?: SortState;
}

/** A page of rows, with the number of all matching rows when the server tells it. */
export interface PageResult<T> {
  rows: T[];
  total?: number;
}

export interface TableColumn<T> {
  /** Stable id; also the sort key handed to the loader. */
  id: string;
  /** Translated header. */
  title: string;
  cell: (row: T) => ReactNode;
  /** Plain value of the cell, read by client-side search and sort. */
  value?: (row: T) => string | number | boolean | undefined;
  sortable?: boolean;
  width?: 10 | 15 | 20 | 25 | 30 | 35 | 40 | 45 | 50 | 60 | 70 | 80 | 90 | 100;
  /**
   * Cuts long text at the column's width with an ellipsis; hovering or focusing the cell shows the
   * whole of `value` (or of the cell, when it is plain text). Plain CSS: PatternFly's `Truncate`
   * measures itself in every cell, which made a page of rows several times slower to lay out.
   */
  truncate?: boolean;
}

/** An entry of a row's kebab menu. */
export interface RowAction<T> {
  /** Translated label. */
  title: string;
  onClick: (row: T) => void;
  isDanger?: boolean;
  /** Leaves the entry out for rows it does not apply to. */
  isHidden?: (row: T) => boolean;
  /** Shows the entry greyed out for rows where it cannot be used now. */
  isDisabled?: (row: T) => boolean;
}

/**
 * What the user selected: some rows (across pages), or every row matching `search` — including
 * rows not loaded — so bulk actions can act on all of them (`total` when known).
 */
export type TableSelection<T> =
  { kind: "rows"; rows: T[] } | { kind: "allMatching"; search: string; total?: number };

/** Handed to `toolbarItems`, so toolbar buttons can act on the selection and reload. */
export interface TableContext<T> {
  selection: TableSelection<T>;
  clearSelection: () => void;
  refresh: () => void;
  search: string;
}

/** Options every table variant shares. */
export interface TableBaseProps<T> {
  /** Translated accessible name of the table. */
  ariaLabel: string;
  columns: TableColumn<T>[];
  rowKey: (row: T) => string;
  /** Names a row in the accessible names of its controls ("Select alice"); the key when left out. */
  rowLabel?: (row: T) => string;
  /** Shows the search box (default true). */
  isSearchable?: boolean;
  /** Translated placeholder of the search box. */
  searchPlaceholder?: string;
  /** Shown instead of the table when there is nothing yet (no rows and no search). */
  emptyState: ReactNode;
  /** Extra toolbar content, as `ToolbarItem`s (a create button, bulk actions…). */
  toolbarItems?: (context: TableContext<T>) => ReactNode;
  /** Kebab menu entries of each row. */
  actions?: RowAction<T>[];
  /** Adds a checkbox (`multiple`, with page and all-matching selection) or radio (`single`) per row. */
  selectable?: "single" | "multiple";
  onSelectionChange?: (selection: TableSelection<T>) => void;
  /** Rows for which it returns false get no checkbox and stay out of page selection. */
  isRowSelectable?: (row: T) => boolean;
  /** Offers "select all matching" besides the page (default true); pickers choose rows one by one. */
  canSelectAllMatching?: boolean;
  /** Detail shown under an expanded row; rows for which it returns `undefined` cannot expand. */
  expandedContent?: (row: T) => ReactNode;
  defaultSort?: SortState;
  variant?: "compact";
}
