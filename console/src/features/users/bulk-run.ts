/** A user a bulk action could not be applied to, with why. */
export interface BulkFailure<T> {
  item: T;
  error: unknown;
}

export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * Applies `action` to every item, a few at a time, and reports progress after each. Never stops at
 * a failure: every item is tried and every failure is returned, so nothing is half-done silently.
 */
export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  onProgress: (progress: BulkProgress) => void,
  concurrency = 4,
): Promise<BulkFailure<T>[]> {
  const failures: BulkFailure<T>[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await action(item);
      } catch (error) {
        failures.push({ item, error });
      }
      done += 1;
      onProgress({ done, total: items.length });
    }
  };
  onProgress({ done: 0, total: items.length });
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  // Report failures in the order of the items, not the order they happened to finish in.
  return failures.sort((a, b) => items.indexOf(a.item) - items.indexOf(b.item));
}
