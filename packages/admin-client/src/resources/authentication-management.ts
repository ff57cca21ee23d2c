import type { KeycloakAdminClient } from "../client.js";
import type {
  AuthenticationExecutionInfoRepresentation,
  AuthenticationFlowRepresentation,
  AuthenticationProviderRepresentation,
} from "../defs/authentication-flow-representation.js";
import type {
  AuthenticatorConfigInfoRepresentation,
  AuthenticatorConfigRepresentation,
} from "../defs/authenticator-config-representation.js";
import type {
  RequiredActionConfigInfoRepresentation,
  RequiredActionConfigRepresentation,
  RequiredActionProviderRepresentation,
  RequiredActionProviderSimpleRepresentation,
} from "../defs/required-action-representation.js";
import { Resource } from "../core/resource.js";

/** A sub-flow to add to a flow. */
export interface SubFlowPayload {
  flow: string;
  alias: string;
  /** `basic-flow` or `form-flow`. */
  type: string;
  /** Form provider of a form flow (e.g. `registration-page-form`). */
  provider?: string;
  description?: string;
}

/**
 * Authentication of a realm: required actions, the authenticator lists, flows with their
 * executions and the configurations of executions. `flow` in a path is a flow alias, `flowId` an id.
 */
export class AuthenticationManagement extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/authentication" });
  }

  // Required actions

  registerRequiredAction = this.makeRequest<RequiredActionProviderSimpleRepresentation, undefined>({
    method: "POST",
    path: "/register-required-action",
  });

  getRequiredActions = this.makeRequest<unknown, RequiredActionProviderRepresentation[]>({
    method: "GET",
    path: "/required-actions",
  });

  getUnregisteredRequiredActions = this.makeRequest<
    unknown,
    RequiredActionProviderSimpleRepresentation[]
  >({ method: "GET", path: "/unregistered-required-actions" });

  getRequiredActionForAlias = this.makeRequest<
    { alias: string },
    RequiredActionProviderRepresentation | undefined
  >({
    method: "GET",
    path: "/required-actions/{alias}",
    catchNotFound: true,
  });

  updateRequiredAction = this.makeUpdateRequest<
    { alias: string },
    RequiredActionProviderRepresentation,
    undefined
  >({ method: "PUT", path: "/required-actions/{alias}" });

  deleteRequiredAction = this.makeRequest<{ alias: string }, undefined>({
    method: "DELETE",
    path: "/required-actions/{alias}",
  });

  lowerRequiredActionPriority = this.makeRequest<{ alias: string }, undefined>({
    method: "POST",
    path: "/required-actions/{alias}/lower-priority",
  });

  raiseRequiredActionPriority = this.makeRequest<{ alias: string }, undefined>({
    method: "POST",
    path: "/required-actions/{alias}/raise-priority",
  });

  getRequiredActionConfig = this.makeRequest<{ alias: string }, RequiredActionConfigRepresentation>(
    { method: "GET", path: "/required-actions/{alias}/config" },
  );

  updateRequiredActionConfig = this.makeUpdateRequest<
    { alias: string },
    RequiredActionConfigRepresentation,
    undefined
  >({ method: "PUT", path: "/required-actions/{alias}/config" });

  removeRequiredActionConfig = this.makeRequest<{ alias: string }, undefined>({
    method: "DELETE",
    path: "/required-actions/{alias}/config",
  });

  getRequiredActionConfigDescription = this.makeRequest<
    { alias: string },
    RequiredActionConfigInfoRepresentation
  >({
    method: "GET",
    path: "/required-actions/{alias}/config-description",
  });

  // What can be put into flows

  getClientAuthenticatorProviders = this.makeRequest<
    unknown,
    AuthenticationProviderRepresentation[]
  >({ method: "GET", path: "/client-authenticator-providers" });

  getAuthenticatorProviders = this.makeRequest<unknown, AuthenticationProviderRepresentation[]>({
    method: "GET",
    path: "/authenticator-providers",
  });

  getFormActionProviders = this.makeRequest<unknown, AuthenticationProviderRepresentation[]>({
    method: "GET",
    path: "/form-action-providers",
  });

  getFormProviders = this.makeRequest<unknown, AuthenticationProviderRepresentation[]>({
    method: "GET",
    path: "/form-providers",
  });

  // Flows

  getFlows = this.makeRequest<unknown, AuthenticationFlowRepresentation[]>({
    method: "GET",
    path: "/flows",
  });

  createFlow = this.makeRequest<AuthenticationFlowRepresentation, { id: string }>({
    method: "POST",
    path: "/flows",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  getFlow = this.makeRequest<{ flowId: string }, AuthenticationFlowRepresentation>({
    method: "GET",
    path: "/flows/{flowId}",
  });

  updateFlow = this.makeUpdateRequest<
    { flowId: string },
    AuthenticationFlowRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/flows/{flowId}",
  });

  deleteFlow = this.makeRequest<{ flowId: string }, undefined>({
    method: "DELETE",
    path: "/flows/{flowId}",
  });

  /** Copies the flow with alias `flow` under `newName`; resolves the copy's id. */
  copyFlow = this.makeRequest<{ flow: string; newName: string }, { id: string }>({
    method: "POST",
    path: "/flows/{flow}/copy",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  // Executions

  getExecutions = this.makeRequest<{ flow: string }, AuthenticationExecutionInfoRepresentation[]>({
    method: "GET",
    path: "/flows/{flow}/executions",
  });

  /**
   * Adds the authenticator named by the execution's `providerId` to the flow; resolves the new
   * execution's id. The other client posts to `/flows/{flow}/executions`, which Keycloak answers
   * with 404: this one sends the provider to `/flows/{flow}/executions/execution` instead.
   */
  addExecution = (
    query: { flow: string; realm?: string },
    execution: AuthenticationExecutionInfoRepresentation,
  ): Promise<{ id: string }> =>
    this.addExecutionToFlow({ ...query, provider: execution.providerId ?? "" });

  /** Changes requirement (and priority) of one execution, identified by `id` in the body. */
  updateExecution = this.makeUpdateRequest<
    { flow: string },
    AuthenticationExecutionInfoRepresentation,
    undefined
  >({ method: "PUT", path: "/flows/{flow}/executions" });

  /** Adds the authenticator `provider` to the flow; resolves the new execution's id. */
  addExecutionToFlow = this.makeRequest<{ flow: string; provider: string }, { id: string }>({
    method: "POST",
    path: "/flows/{flow}/executions/execution",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  /** Adds a sub-flow to the flow; resolves the id of the new flow (not of its execution). */
  addFlowToFlow = this.makeRequest<SubFlowPayload, { id: string }>({
    method: "POST",
    path: "/flows/{flow}/executions/flow",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  delExecution = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/executions/{id}",
  });

  lowerPriorityExecution = this.makeRequest<{ id: string }, undefined>({
    method: "POST",
    path: "/executions/{id}/lower-priority",
  });

  raisePriorityExecution = this.makeRequest<{ id: string }, undefined>({
    method: "POST",
    path: "/executions/{id}/raise-priority",
  });

  // Execution configurations

  /** Configures execution `id` (the body's alias and config); resolves the new config's id. */
  createConfig = this.makeRequest<
    AuthenticatorConfigRepresentation & { id: string },
    { id: string }
  >({
    method: "POST",
    path: "/executions/{id}/config",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  getConfig = this.makeRequest<{ id: string }, AuthenticatorConfigRepresentation>({
    method: "GET",
    path: "/config/{id}",
  });

  /** Replaces config `id` with the alias and config of the payload. */
  updateConfig = this.makeRequest<AuthenticatorConfigRepresentation & { id: string }, undefined>({
    method: "PUT",
    path: "/config/{id}",
  });

  delConfig = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/config/{id}",
  });

  getConfigDescription = this.makeRequest<
    { providerId: string },
    AuthenticatorConfigInfoRepresentation
  >({ method: "GET", path: "/config-description/{providerId}" });
}
