import { useState } from "react";
import type { TableSelection } from "./table-types";

function nothing<T>(): TableSelection<T> {
  return { kind: "rows", rows: [] };
}

export interface SelectionControls<T> {
  selection: TableSelection<T>;
  isSelected: (row: T) => boolean;
  /** How many rows are selected; `undefined` for "all matching" with an unknown total. */
  count: number | undefined;
  toggleRow: (row: T, checked: boolean, pageRows: readonly T[]) => void;
  selectOnly: (row: T) => void;
  selectPage: (pageRows: readonly T[]) => void;
  selectAllMatching: (search: string, total: number | undefined) => void;
  clear: () => void;
}

/**
 * Selection state of a table, reported to `onChange` on every change the user makes. The selection
 * belongs to one list (`listId`): when the table shows another list (the caller's key changed),
 * nothing is selected, without a report, as the caller changed the list itself.
 */
export function useTableSelection<T>(
  rowKey: (row: T) => string,
  onChange?: (selection: TableSelection<T>) => void,
  listId = "",
): SelectionControls<T> {
  const [chosen, setChosen] = useState<{ listId: string; selection: TableSelection<T> }>(() => ({
    listId,
    selection: nothing(),
  }));
  const selection = chosen.listId === listId ? chosen.selection : nothing<T>();
  const update = (next: TableSelection<T>) => {
    setChosen({ listId, selection: next });
    onChange?.(next);
  };
  const without = (rows: readonly T[], row: T) =>
    rows.filter((candidate) => rowKey(candidate) !== rowKey(row));
  // Long lists ask for every row, so look keys up in a set rather than scanning the selection.
  const selectedKeys = new Set(selection.kind === "rows" ? selection.rows.map(rowKey) : []);

  return {
    selection,
    isSelected: (row) => selection.kind === "allMatching" || selectedKeys.has(rowKey(row)),
    count: selection.kind === "rows" ? selection.rows.length : selection.total,
    toggleRow: (row, checked, pageRows) => {
      // Unticking one row out of "all matching" keeps what the user sees ticked: this page minus that row.
      const base = selection.kind === "allMatching" ? [...pageRows] : selection.rows;
      const others = without(base, row);
      update({ kind: "rows", rows: checked ? [...others, row] : others });
    },
    selectOnly: (row) => {
      update({ kind: "rows", rows: [row] });
    },
    selectPage: (pageRows) => {
      const kept = selection.kind === "rows" ? selection.rows : [];
      const added = pageRows.filter((row) => !selectedKeys.has(rowKey(row)));
      update({ kind: "rows", rows: [...kept, ...added] });
    },
    selectAllMatching: (search, total) => {
      update({ kind: "allMatching", search, ...(total !== undefined && { total }) });
    },
    clear: () => {
      update(nothing());
    },
  };
}
