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

export interface ProgressOptions {
  /** How often to say that the step is still going, in milliseconds. */
  every?: number;
  /**
   * Writes text without a line end. When given, the "still going" line is rewritten in place (on a
   * terminal) instead of adding a line each time.
   */
  rewrite?: (text: string) => void;
}

/** How often a long step says that it is still going. */
export const progressInterval = 5_000;

const seconds = (since: number) => `${String(Math.round((Date.now() - since) / 1000))} s`;

/** Rewriting a line needs a terminal; logs written to a file or a pipe get one line per report. */
function terminalRewrite(log: Log): ((text: string) => void) | undefined {
  if (log !== console.log || !process.stdout.isTTY) return undefined;
  return (text) => process.stdout.write(text);
}

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
  { every = progressInterval, rewrite = terminalRewrite(log) }: ProgressOptions = {},
): Promise<T> {
  const started = Date.now();
  let rewriting = false;
  // Clears the status line so the next text starts on a clean line.
  const endStatus = () => {
    if (rewriting) rewrite?.("\r\x1b[K");
    rewriting = false;
  };
  log(steps.start);
  const timer = setInterval(() => {
    const detail = steps.detail?.();
    const text = `  … ${steps.still} (${seconds(started)}${detail ? `, ${detail}` : ""})`;
    if (rewrite) {
      rewrite(`\r\x1b[K${text}`);
      rewriting = true;
    } else {
      log(text);
    }
  }, every);
  try {
    const result = await work();
    endStatus();
    log(`  ${steps.done} in ${seconds(started)}`);
    return result;
  } finally {
    clearInterval(timer);
    endStatus();
  }
}
