import { TimeoutError } from "./errors.js";
import { awaitFrameMessage, createHiddenFrame } from "./frames.js";

export const silentCheckTimeoutMessage =
  "Timeout when waiting for the silent check-sso page message.";

/**
 * Loads a `prompt=none` login in a hidden frame; the application's silent page posts the address it
 * was sent back to. Only messages from this page's own origin and from that frame count. Unlike
 * keycloak-js, a missing silent page does not leave `init` waiting forever.
 */
export function silentCheckSso(loginUrl: string, timeoutMs: number): Promise<string> {
  const frame = createHiddenFrame(loginUrl, "keycloak-silent-check-sso");
  return awaitFrameMessage(
    frame,
    (event) =>
      event.origin === window.location.origin && typeof event.data === "string"
        ? event.data
        : undefined,
    { ms: timeoutMs, error: () => new TimeoutError(silentCheckTimeoutMessage) },
  );
}
