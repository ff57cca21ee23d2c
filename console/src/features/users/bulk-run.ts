/** A user a bulk action could not be applied to, with why. */
export interface BulkFailure<T> {
  item: T;
  error: unknown;
}

export interface BulkProgress {
  done: number;
  total: number;
}

/** What a bulk run did: it may have been stopped before every item was tried. */
export interface BulkOutcome<T> {
  total: number;
  /** Items the action was tried on, failed or not. */
  attempted: number;
  /** Every failure, in the order of the items. */
  failures: BulkFailure<T>[];
  stopped: boolean;
}

export interface RunBulkOptions {
  concurrency?: number;
  /**
   * Stops the run: no item is started after it aborts, the ones in flight finish, so no change is
   * cut off half-way and the outcome says exactly which items were tried.
   */
  signal?: AbortSignal;
}

/**
 * Applies `action` to every item, a few at a time, and reports progress after each. Never stops at
 * a failure: every item is tried (until stopped) and every failure is returned, so nothing is
 * half-done silently.
 */
export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  onProgress: (progress: BulkProgress) => void,
  { concurrency = 4, signal }: RunBulkOptions = {},
): Promise<BulkOutcome<T>> {
  // Failures remember their item's position, so they come back in item order after one sort,
  // however the parallel calls happened to finish.
  const failures: { index: number; failure: BulkFailure<T> }[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length && signal?.aborted !== true) {
      const index = next;
      const item = items[index] as T;
      next += 1;
      try {
        await action(item);
      } catch (error) {
        failures.push({ index, failure: { item, error } });
      }
      done += 1;
      onProgress({ done, total: items.length });
    }
  };
  onProgress({ done: 0, total: items.length });
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return {
    total: items.length,
    attempted: done,
    failures: failures.sort((a, b) => a.index - b.index).map(({ failure }) => failure),
    stopped: done < items.length,
  };
}
