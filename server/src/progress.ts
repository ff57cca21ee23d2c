export type Log = (line: string) => void;

export interface ProgressSteps {
  /** What starts, said once at the start ("Fetching Keycloak 26.7.3 through Maven…"). */
  start: string;
  /** What is still going on, said every few seconds ("still fetching"). */
  still: string;
  /** Said with the elapsed time when the work is done ("fetched"). */
  done: string;
  /** More to say each time, such as how much arrived so far. */
  detail?: () => string | undefined;
}

/** How often a long step says that it is still going. */
export const progressInterval = 5_000;

const seconds = (since: number) => `${String(Math.round((Date.now() - since) / 1000))} s`;

/**
 * Runs a long step and says what it does, then every few seconds that it is still going and for
 * how long, then when it ended: a newcomer's first start downloads and starts a server for
 * minutes, and a silent wait looks like a hang.
 *
 * @example
 * await withProgress(console.log, { start: "Unpacking…", still: "still unpacking", done: "unpacked" }, unpack);
 */
export async function withProgress<T>(
  log: Log,
  steps: ProgressSteps,
  work: () => Promise<T>,
  every = progressInterval,
): Promise<T> {
  const started = Date.now();
  log(steps.start);
  const timer = setInterval(() => {
    const detail = steps.detail?.();
    log(`  … ${steps.still} (${seconds(started)}${detail ? `, ${detail}` : ""})`);
  }, every);
  try {
    const result = await work();
    log(`  ${steps.done} in ${seconds(started)}`);
    return result;
  } finally {
    clearInterval(timer);
  }
}
