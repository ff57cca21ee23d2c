import type { KeycloakAdminClient } from "../client.js";
import type { CallOptions } from "../core/request-builder.js";
import type { ThemeMessageRepresentation } from "../defs/theme-resources.js";
import type { MessageBundleQuery } from "./server-info.js";

/** Theme message bundles merged with the realm's localization texts (`{base}/resources`). */
export class ThemeResources {
  readonly #client: KeycloakAdminClient;

  constructor(client: KeycloakAdminClient) {
    this.#client = client;
  }

  /**
   * The messages of a theme type in one locale; `theme` picks a theme, `source` adds where each came
   * from. `serverInfo.findEffectiveMessageBundles` with the realm defaulting to the client's.
   */
  findMessages = (
    query: Omit<MessageBundleQuery, "realm"> & { realm?: string },
    options?: CallOptions,
  ): Promise<ThemeMessageRepresentation[]> =>
    this.#client.serverInfo.findEffectiveMessageBundles(
      { ...query, realm: query.realm ?? this.#client.realmName },
      options,
    );
}
