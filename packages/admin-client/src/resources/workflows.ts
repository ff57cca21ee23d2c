import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { WorkflowRepresentation } from "../defs/workflow-representation.js";

export interface WorkflowQuery {
  search?: string;
  first?: number;
  max?: number;
}

/** Workflows of a realm (the experimental WORKFLOWS feature). */
export class Workflows extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/workflows" });
  }

  find = this.makeRequest<WorkflowQuery, WorkflowRepresentation[]>({ method: "GET" });

  create = this.makeRequest<WorkflowRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  /** Creates a workflow from its YAML text; the id comes from the Location header. */
  createAsYaml = this.makeRequest<{ yaml: string }, { id: string }>({
    method: "POST",
    payloadKey: "yaml",
    headers: { "content-type": "application/yaml" },
    returnResourceIdInLocationHeader: { field: "id" },
  });

  /** `includeId: false` leaves the ids out, e.g. to copy a workflow. */
  findOne = this.makeRequest<
    { id: string; includeId?: boolean },
    WorkflowRepresentation | undefined
  >({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, WorkflowRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  /**
   * The workflows that have steps scheduled for a resource (a user id); undefined when the server
   * knows no such resource.
   */
  scheduled = this.makeRequest<{ userId: string }, WorkflowRepresentation[] | undefined>({
    method: "GET",
    path: "/scheduled/{userId}",
    catchNotFound: true,
  });

  delById = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });
}
