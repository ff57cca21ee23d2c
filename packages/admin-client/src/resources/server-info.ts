import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { ServerInfoRepresentation } from "../defs/server-info-representation.js";
import type { ThemeMessageRepresentation } from "../defs/theme-resources.js";
import { messageBundlesPath, type MessageBundleQuery } from "./message-bundles.js";

export type { MessageBundleQuery } from "./message-bundles.js";

/** Server-wide information: GET /admin/serverinfo, and the effective theme messages of a realm. */
export class ServerInfo extends Resource<object> {
  constructor(client: KeycloakAdminClient) {
    super(client, { getUrlParams: () => ({}) });
  }

  /** Versions, features, providers and component types of the server. */
  find = this.makeRequest<object, ServerInfoRepresentation>({
    method: "GET",
    path: "/admin/serverinfo",
  });

  /** A theme's messages in one locale, merged with the realm's localization overrides. */
  findEffectiveMessageBundles = this.makeRequest<MessageBundleQuery, ThemeMessageRepresentation[]>({
    method: "GET",
    path: messageBundlesPath,
  });
}
