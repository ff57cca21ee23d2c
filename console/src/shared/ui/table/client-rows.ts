import type { SortState, TableColumn } from "./table-types";

type Value = string | number | boolean | undefined;

/** Rows any of whose column values contain the search text, ignoring case. */
export function filterRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return [...rows];
  const readers = columns.flatMap((column) => (column.value === undefined ? [] : [column.value]));
  return rows.filter((row) =>
    readers.some((read) => {
      const value = read(row);
      return value !== undefined && String(value).toLocaleLowerCase().includes(needle);
    }),
  );
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function compare(a: Value, b: Value): number {
  // Rows without a value go last in both directions, so they never crowd the top.
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows ordered by the sorted column's value; unchanged when the column has no value reader. */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  sort?: SortState,
): T[] {
  const read = columns.find((column) => column.id === sort?.column)?.value;
  if (sort === undefined || read === undefined) return [...rows];
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = read(a);
    const right = read(b);
    if (left === undefined || right === undefined) return compare(left, right);
    return factor * compare(left, right);
  });
}

/** The last page number for `total` rows (at least 1, so an empty list still has page 1). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page number between 1 and the last page. */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, lastPage));
}
