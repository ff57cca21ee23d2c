/** One slice `[start, end)` of a numbered series. */
export interface Range {
  start: number;
  end: number;
}

/** Splits `[from, total)` into slices of at most `size` items. */
export function ranges(total: number, size: number, from = 0): Range[] {
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`Batch size must be at least 1, not ${size}.`);
  const result: Range[] = [];
  for (let start = Math.max(0, from); start < total; start += size) {
    result.push({ start, end: Math.min(total, start + size) });
  }
  return result;
}

/**
 * Where to resume a numbered series of which `existing` items are already on the server. Batches
 * run `concurrency` at a time and each is all or nothing, so the ones that were in flight when a
 * run stopped may have left gaps just below `existing`: going back that far and letting the
 * server skip what it holds closes them.
 */
export function resumeIndex(existing: number, batchSize: number, concurrency: number): number {
  const back = Math.max(0, existing - batchSize * concurrency);
  return Math.floor(back / batchSize) * batchSize;
}

/** The indexes `[0, total)` whose name the server does not hold yet. */
export function missingIndexes(
  total: number,
  nameOf: (index: number) => string,
  existing: ReadonlySet<string>,
): number[] {
  const result: number[] = [];
  for (let index = 0; index < total; index++) {
    if (!existing.has(nameOf(index))) result.push(index);
  }
  return result;
}

/** Cuts a list into consecutive chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  return ranges(items.length, size).map(({ start, end }) => items.slice(start, end));
}

/** Runs the tasks with at most `concurrency` under way at once; rejects on the first failure. */
export async function runPool(
  tasks: readonly (() => Promise<void>)[],
  concurrency: number,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const task = tasks[next++];
      if (task === undefined) return;
      try {
        await task();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, worker),
  );
}

/** "1 min 05 s", "12.3 s": short enough for a progress line. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * The batches the server does not fully hold. Each batch was imported in one transaction, so a
 * batch whose first and last names exist is complete; probing two names per batch is far cheaper
 * than listing thousands of roles or clients, which the server loads one by one.
 */
export async function incompleteBatches<T>(
  batches: readonly T[][],
  nameOf: (item: T) => string,
  exists: (name: string) => Promise<boolean>,
  concurrency: number,
): Promise<T[][]> {
  const complete = new Set<number>();
  await runPool(
    batches.map((batch, index) => async () => {
      const first = batch[0];
      const last = batch[batch.length - 1];
      if (first === undefined || last === undefined) return;
      if ((await exists(nameOf(first))) && (await exists(nameOf(last)))) complete.add(index);
    }),
    concurrency,
  );
  return batches.filter((_batch, index) => !complete.has(index));
}
