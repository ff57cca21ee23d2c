/** A range of one list the server pages: its `first` and `max`. */
export interface SessionSlice {
  first: number;
  max: number;
}

/**
 * Where a page of the client's sessions comes from. The table shows the regular sessions first,
 * then the offline ones, as one list; the server pages each list on its own. Given the page's
 * `first` and `max` over the whole list and the number of regular sessions, this says which part
 * of each list the page needs (none when the page lies wholly in the other list).
 */
export function sessionSlices(
  first: number,
  max: number,
  regularCount: number,
): { regular: SessionSlice | undefined; offline: SessionSlice | undefined } {
  const end = first + max;
  const regular =
    first < regularCount ? { first, max: Math.min(end, regularCount) - first } : undefined;
  const offline =
    end > regularCount
      ? { first: Math.max(0, first - regularCount), max: end - Math.max(first, regularCount) }
      : undefined;
  return { regular, offline };
}
