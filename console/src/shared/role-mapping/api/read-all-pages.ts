/** How many rows one request asks for when a whole list is read. */
export const readPageSize = 500;

/**
 * The most pages any whole-list read asks for (10,000 rows at the usual page size). Some server
 * endpoints ignore `first` and `max`; whatever they do, a read ends after this many requests.
 */
export const maxPagesRead = 20;

export interface AllPages<T> {
  rows: T[];
  /** False when the read stopped at `maxPages` while the server still had rows. */
  complete: boolean;
}

export interface ReadAllPagesOptions {
  pageSize?: number;
  maxPages?: number;
}

/**
 * Reads a paged list to its end, for servers that page and for servers that do not. It stops at a
 * page shorter than asked (the end), at a page longer than asked (the server ignored `max` and
 * answered everything), at a page that starts with the same row as the one before (the server
 * ignored `first`), and in any case after `maxPages` requests. Rows are kept once, by `idOf`.
 */
export async function readAllPages<T>(
  page: (first: number, max: number) => Promise<T[]>,
  idOf: (row: T) => string,
  { pageSize = readPageSize, maxPages = maxPagesRead }: ReadAllPagesOptions = {},
): Promise<AllPages<T>> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let previousFirst: string | undefined;
  for (let index = 0; index < maxPages; index++) {
    const next = await page(index * pageSize, pageSize);
    const firstOfPage = next[0] === undefined ? undefined : idOf(next[0]);
    if (index > 0 && firstOfPage !== undefined && firstOfPage === previousFirst) {
      return { rows, complete: true };
    }
    for (const row of next) {
      const id = idOf(row);
      if (!seen.has(id)) {
        seen.add(id);
        rows.push(row);
      }
    }
    if (next.length !== pageSize) return { rows, complete: true };
    previousFirst = firstOfPage;
  }
  return { rows, complete: false };
}
