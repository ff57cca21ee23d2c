import { TimeoutError, messages } from "./errors.js";
import { awaitFrameMessage, createHiddenFrame } from "./frames.js";

/**
 * Asks the server's cookie-check page whether this browser lets its frames keep cookies. Resolves
 * true when they do; rejects when the page does not answer within `timeoutMs`.
 */
export function thirdPartyCookiesSupported(src: string, timeoutMs: number): Promise<boolean> {
  const frame = createHiddenFrame(src, "keycloak-3p-check-iframe");
  return awaitFrameMessage(
    frame,
    (event) =>
      event.data === "supported" ? true : event.data === "unsupported" ? false : undefined,
    { ms: timeoutMs, error: () => new TimeoutError(messages.thirdPartyTimeout) },
  );
}
