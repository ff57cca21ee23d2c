import type { KeycloakAdminClient } from "../client.js";
import type {
  ComponentRepresentation,
  ComponentTypeRepresentation,
} from "../defs/component-representation.js";
import { Resource } from "../core/resource.js";

export interface ComponentQuery {
  name?: string;
  parent?: string;
  /** Provider type, e.g. `org.keycloak.keys.KeyProvider`. */
  type?: string;
}

/** Realm components (keys, user storage and its mappers, client-registration policies, …). */
export class Components extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/components" });
  }

  find = this.makeRequest<ComponentQuery, ComponentRepresentation[]>({ method: "GET" });

  create = this.makeRequest<ComponentRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ id: string }, ComponentRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, ComponentRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });

  /** Component types that can be created below component `id` (e.g. LDAP mapper types). */
  listSubComponents = this.makeRequest<{ id: string; type: string }, ComponentTypeRepresentation[]>(
    {
      method: "GET",
      path: "/{id}/sub-component-types",
      queryParamKeys: ["type"],
    },
  );
}
