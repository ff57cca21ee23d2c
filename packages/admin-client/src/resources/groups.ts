import type { KeycloakAdminClient } from "../client.js";
import type {
  GroupCountQuery,
  GroupQuery,
  GroupRepresentation,
  SubGroupQuery,
} from "../defs/group-representation.js";
import type { ManagementPermissionReference } from "../defs/management-permission-reference.js";
import type { UserRepresentation } from "../defs/user-representation.js";
import { RoleMappingResource } from "./role-mapping-resource.js";

export type { GroupCountQuery, GroupQuery, SubGroupQuery } from "../defs/group-representation.js";

/** Groups of a realm: the tree, members, role mappings and fine-grained permissions. */
export class Groups extends RoleMappingResource {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/groups" });
  }

  /** Top-level groups (with matching sub-groups when searching). */
  find = this.makeRequest<GroupQuery, GroupRepresentation[]>({ method: "GET" });

  create = this.makeRequest<GroupRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ id: string }, GroupRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, GroupRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });

  count = this.makeRequest<GroupCountQuery, { count: number }>({ method: "GET", path: "/count" });

  /**
   * Creates a sub-group, or moves an existing group (given by `id` in the body) under `id`. A new
   * sub-group's id comes back in the body; a moved group answers without one.
   */
  setOrCreateChild = this.makeUpdateRequest<
    { id: string },
    GroupRepresentation,
    GroupRepresentation | undefined
  >({
    method: "POST",
    path: "/{id}/children",
  });

  listSubGroups = this.makeRequest<SubGroupQuery & { parentId: string }, GroupRepresentation[]>({
    method: "GET",
    path: "/{parentId}/children",
  });

  /** Members of the group; undefined when the group does not exist. */
  listMembers = this.makeRequest<
    { id: string; first?: number; max?: number; briefRepresentation?: boolean },
    UserRepresentation[] | undefined
  >({
    method: "GET",
    path: "/{id}/members",
    catchNotFound: true,
  });

  listPermissions = this.makeRequest<{ id: string }, ManagementPermissionReference>({
    method: "GET",
    path: "/{id}/management/permissions",
  });

  updatePermission = this.makeUpdateRequest<
    { id: string },
    ManagementPermissionReference,
    ManagementPermissionReference
  >({
    method: "PUT",
    path: "/{id}/management/permissions",
  });
}
