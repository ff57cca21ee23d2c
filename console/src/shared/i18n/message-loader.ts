/** Messages of one realm and language, as a flat map of key to text. */
export type Messages = Record<string, string>;

/** Reads one realm's messages in one language from the server. */
export type MessageSource = (realm: string, language: string) => Promise<Messages>;

export interface MessageLoaderOptions {
  /** How often a failed read is tried again (spec §9: 5). */
  maxRetries?: number;
  /** Wait before the first retry in milliseconds; doubles on each further one (spec §9: 350). */
  initialDelay?: number;
  /** Reads running at once; further ones queue (spec §9: 10). */
  maxParallel?: number;
  /** Waits between tries; tests replace it to run without real time passing. */
  wait?: (milliseconds: number) => Promise<void>;
}

export const messageLoading = { maxRetries: 5, initialDelay: 350, maxParallel: 10 } as const;

const realWait = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Wraps a message source with the spec's retry and parallelism rules. A waiting retry does not
 * hold a reading slot, so one slow language cannot starve the others.
 *
 * @example
 * const load = createMessageLoader((realm, language) => client.fetchMessages({ realm, language }));
 * const german = await load("master", "de");
 */
export function createMessageLoader(
  source: MessageSource,
  options: MessageLoaderOptions = {},
): MessageSource {
  const maxRetries = options.maxRetries ?? messageLoading.maxRetries;
  const initialDelay = options.initialDelay ?? messageLoading.initialDelay;
  const maxParallel = options.maxParallel ?? messageLoading.maxParallel;
  const wait = options.wait ?? realWait;

  let active = 0;
  const queue: (() => void)[] = [];

  const acquire = async () => {
    if (active < maxParallel) {
      active++;
      return;
    }
    // The slot is handed over by release(), which leaves `active` unchanged.
    await new Promise<void>((resolve) => queue.push(resolve));
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  const readOnce = async (realm: string, language: string) => {
    await acquire();
    try {
      return await source(realm, language);
    } finally {
      release();
    }
  };

  return async (realm, language) => {
    let delay = initialDelay;
    for (let attempt = 0; ; attempt++) {
      try {
        return await readOnce(realm, language);
      } catch (error) {
        if (attempt >= maxRetries) throw error;
        await wait(delay);
        delay *= 2;
      }
    }
  };
}
