import { ensureKeycloak } from "../ensure-keycloak";
import { runningServer, stopKeycloak } from "../keycloak-process";
import type { Log } from "../progress";

/** A Keycloak on its way up, for a run of commands. */
export interface KeycloakForRun {
  /** The server's address once it answers; rejects with why it could not be had. */
  ready: Promise<string>;
  /** Stops the server if this run started it, after waiting for a start still under way. */
  release(): Promise<void>;
}

/**
 * Starts getting a Keycloak at once, after `before` (a build the run needs) when given: reuses one
 * that answers, or starts one. A server that was running before is never stopped by `release`.
 */
export function keycloakForRun(
  log: Log = console.log,
  before?: () => Promise<void>,
): KeycloakForRun {
  const hadServer = runningServer() !== undefined || Boolean(process.env.KEYCLOAK_URL);
  const ready = (async () => {
    await before?.();
    return (await ensureKeycloak(log)).url;
  })();
  // Whatever it ends with is read by whoever awaits `ready`, or by `release`.
  ready.catch(() => undefined);
  return {
    ready,
    async release() {
      if (hadServer) return;
      await ready.catch(() => undefined);
      await stopKeycloak();
    },
  };
}

/**
 * Runs `work` with a Keycloak available: reuses one that answers, or starts one and stops it
 * afterwards, whatever the outcome.
 */
export async function withKeycloak<T>(work: (url: string) => Promise<T>): Promise<T> {
  const keycloak = keycloakForRun();
  try {
    return await work(await keycloak.ready);
  } finally {
    await keycloak.release();
  }
}
