import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { ServerInfoRepresentation } from "../defs/server-info-representation.js";

/** GET /admin/serverinfo: versions, features, providers and component types of the server. */
export class ServerInfo extends Resource<object> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/serverinfo", getUrlParams: () => ({}) });
  }

  find = this.makeRequest<object, ServerInfoRepresentation>({ method: "GET" });
}
