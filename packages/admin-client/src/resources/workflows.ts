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

  findOne = this.makeRequest<{ id: string }, WorkflowRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, WorkflowRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  delById = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });
}
