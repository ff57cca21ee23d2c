import { SessionCheckError, messages } from "./errors.js";
import { createHiddenFrame } from "./frames.js";

type SessionStatus = "unchanged" | "changed" | "error";

interface Waiter {
  resolve: (unchanged: boolean) => void;
  reject: (error: Error) => void;
}

export interface SessionStatusFrameOptions {
  src: string;
  /** The authorize endpoint: replies must come from its origin. */
  authorizeUrl: string;
  clientId: string;
  /** Called before waiters settle when the server reports anything but "unchanged". */
  onSessionLost: () => void;
}

function isStatus(value: unknown): value is SessionStatus {
  return value === "unchanged" || value === "changed" || value === "error";
}

/**
 * The server's session-status page in a hidden frame. Each check posts "<clientId> <sessionId>"; the
 * page compares the session id with its session cookie and answers. Checks that overlap share one
 * message.
 */
export class SessionStatusFrame {
  readonly #options: SessionStatusFrameOptions;
  #frame: HTMLIFrameElement | undefined;
  #origin: string | undefined;
  #ready: Promise<void> | undefined;
  #waiters: Waiter[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: SessionStatusFrameOptions) {
    this.#options = options;
  }

  /** Creates the frame once and resolves when it has loaded. */
  setup(): Promise<void> {
    this.#ready ??= new Promise<void>((resolve) => {
      const frame = createHiddenFrame(this.#options.src, "keycloak-session-iframe");
      frame.addEventListener("load", () => {
        this.#origin = new URL(this.#options.authorizeUrl, window.location.href).origin;
        resolve();
      });
      window.addEventListener("message", this.#onMessage);
      this.#frame = frame;
    });
    return this.#ready;
  }

  /** Resolves true when the server session is the one of `sessionId`, false when it changed. */
  check(sessionId: string | undefined): Promise<boolean> {
    const frame = this.#frame;
    const origin = this.#origin;
    if (frame?.contentWindow == null || origin === undefined) return Promise.resolve(true);
    return new Promise<boolean>((resolve, reject) => {
      this.#waiters.push({ resolve, reject });
      if (this.#waiters.length === 1) {
        frame.contentWindow?.postMessage(`${this.#options.clientId} ${sessionId ?? ""}`, origin);
      }
    });
  }

  /** Checks every `intervalSeconds` while `sessionId()` returns a session and it is unchanged. */
  schedule(intervalSeconds: number, sessionId: () => string | undefined): void {
    this.stopSchedule();
    if (sessionId() === undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const current = sessionId();
      if (current === undefined) return;
      this.check(current).then(
        (unchanged) => {
          if (unchanged) this.schedule(intervalSeconds, sessionId);
        },
        () => undefined,
      );
    }, intervalSeconds * 1000);
  }

  stopSchedule(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  destroy(): void {
    this.stopSchedule();
    window.removeEventListener("message", this.#onMessage);
    this.#frame?.remove();
    this.#frame = undefined;
    this.#origin = undefined;
    this.#ready = undefined;
    const error = new SessionCheckError(messages.sessionCheckFailed);
    for (const waiter of this.#waiters.splice(0)) waiter.reject(error);
  }

  readonly #onMessage = (event: MessageEvent): void => {
    if (this.#frame === undefined || event.source !== this.#frame.contentWindow) return;
    if (event.origin !== this.#origin || !isStatus(event.data)) return;
    const status = event.data;
    if (status !== "unchanged") this.#options.onSessionLost();
    for (const waiter of this.#waiters.splice(0)) {
      if (status === "error") waiter.reject(new SessionCheckError(messages.sessionCheckFailed));
      else waiter.resolve(status === "unchanged");
    }
  };
}
