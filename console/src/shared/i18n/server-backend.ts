import type { BackendModule, ReadCallback } from "i18next";
import type { MessageSource } from "./message-loader";

/**
 * An i18next backend whose namespaces are realm names: each realm may override the theme's
 * messages, so `master` and `acme` can read differently in the same language.
 *
 * @example
 * i18next.createInstance().use(serverBackend(createMessageLoader(source)));
 */
export function serverBackend(load: MessageSource): BackendModule {
  return {
    type: "backend",
    callbackApi: true,
    init() {
      // Everything it needs comes with the factory.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      load(namespace, language).then(
        (messages) => {
          callback(null, messages);
        },
        (error: unknown) => {
          // The loader has already retried; `false` keeps i18next from retrying again.
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}
