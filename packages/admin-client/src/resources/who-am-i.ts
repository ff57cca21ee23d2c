import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { WhoAmIRepresentation } from "../defs/who-am-i-representation.js";

/** The admin console's who-am-I endpoint; `realm` is the realm whose token is used. */
export class WhoAmI extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/{realm}/console" });
  }

  find = this.makeRequest<{ currentRealm: string }, WhoAmIRepresentation>({
    method: "GET",
    path: "/whoami",
    queryParamKeys: ["currentRealm"],
  });
}
