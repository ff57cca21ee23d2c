import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { UiFlowRepresentation, UiFlowUsersQuery } from "../defs/ui-ext-flows.js";

/**
 * The console extension's flow calls: every top-level flow with how it is used, in one request,
 * and the clients or identity providers using one flow, page by page.
 */
export class UiExtFlows extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/ui-ext/authentication-management" });
  }

  findFlows = this.makeRequest<object, UiFlowRepresentation[]>({ method: "GET", path: "/flows" });

  /** Client ids (`kind: "clients"`) or identity provider aliases (`"idp"`) using the flow. */
  findFlowUsers = this.makeRequest<UiFlowUsersQuery, string[]>({
    method: "GET",
    path: "/{kind}/{id}",
  });
}
