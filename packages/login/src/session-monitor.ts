import { NotSupportedError } from "./errors.js";
import { SessionStatusFrame } from "./session-status-frame.js";
import type { KeycloakEndpoints } from "./types.js";

export interface SessionMonitorOptions {
  endpoints: () => KeycloakEndpoints;
  clientId: () => string;
  /** The signed-in session's id, or undefined while signed out. */
  sessionId: () => string | undefined;
  signedIn: () => boolean;
  onSessionLost: () => void;
}

/**
 * Watches the server session through the session-status frame while it is enabled. Providers
 * without such a page are simply not watched.
 */
export class SessionMonitor {
  enabled = true;
  intervalSeconds = 5;
  readonly #options: SessionMonitorOptions;
  #frame: SessionStatusFrame | undefined;

  constructor(options: SessionMonitorOptions) {
    this.#options = options;
  }

  /** Creates the frame on first use and waits for it to load. */
  async setup(): Promise<void> {
    if (!this.enabled) return;
    if (this.#frame === undefined) {
      let src: string;
      try {
        src = this.#options.endpoints().checkSessionIframe();
      } catch (error) {
        if (!(error instanceof NotSupportedError)) throw error;
        this.enabled = false;
        return;
      }
      this.#frame = new SessionStatusFrame({
        src,
        authorizeUrl: this.#options.endpoints().authorize(),
        clientId: this.#options.clientId(),
        onSessionLost: this.#options.onSessionLost,
      });
    }
    await this.#frame.setup();
  }

  /** Resolves false when the server reports another session; true when unchanged or unwatched. */
  check(): Promise<boolean> {
    if (!this.enabled || this.#frame === undefined) return Promise.resolve(true);
    return this.#frame.check(this.#options.sessionId());
  }

  /** Checks every interval while signed in and the session is unchanged. */
  schedule(): void {
    if (!this.enabled) return;
    this.#frame?.schedule(this.intervalSeconds, () =>
      this.#options.signedIn() ? (this.#options.sessionId() ?? "") : undefined,
    );
  }

  stop(): void {
    this.#frame?.stopSchedule();
  }

  destroy(): void {
    this.#frame?.destroy();
    this.#frame = undefined;
  }
}
