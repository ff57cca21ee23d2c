import type { BackendModule, ReadCallback } from "i18next";
import type { Messages } from "./properties";

/** Reads one realm's messages in one language from the server. */
export type MessageSource = (realm: string, language: string) => Promise<Messages>;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

/**
 * Whether i18next should read again after a failure. A network failure or a server error may pass;
 * any other answer (the realm does not exist, say) will be the same on the next try.
 */
export function worthRetrying(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * An i18next backend whose namespaces are realm names: each realm may override the theme's
 * messages, so `master` and `acme` can read differently in the same language. It reads once per
 * call; retrying, its delays and the number of reads at once are i18next's (see `createI18n`).
 *
 * @example
 * i18next.createInstance().use(serverBackend(themeMessagesSource(client, theme)));
 */
export function serverBackend(source: MessageSource): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init() {
      // Everything it needs comes with the factory.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      source(namespace, language).then(
        (messages) => {
          callback(null, messages);
        },
        (error: unknown) => {
          // i18next reads again, after its retry delay, only when told the failure may pass.
          callback(error instanceof Error ? error : new Error(String(error)), worthRetrying(error));
        },
      );
    },
  };
}
