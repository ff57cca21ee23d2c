import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { GroupRepresentation } from "../defs/group-representation.js";
import type { ManagementPermissionReference } from "../defs/management-permission-reference.js";
import type { RoleRepresentation } from "../defs/role-representation.js";
import type { UserRepresentation } from "../defs/user-representation.js";

export interface RoleQuery {
  first?: number;
  max?: number;
  search?: string;
  briefRepresentation?: boolean;
}

export interface RoleMembersQuery {
  name: string;
  first?: number;
  max?: number;
  briefRepresentation?: boolean;
}

/** Realm roles by name (`/roles`) and any role by id (`/roles-by-id`), with composites. */
export class Roles extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}" });
  }

  find = this.makeRequest<RoleQuery, RoleRepresentation[]>({ method: "GET", path: "/roles" });

  create = this.makeRequest<RoleRepresentation, { roleName: string }>({
    method: "POST",
    path: "/roles",
    returnResourceIdInLocationHeader: { field: "roleName" },
  });

  findOneByName = this.makeRequest<{ name: string }, RoleRepresentation | undefined>({
    method: "GET",
    path: "/roles/{name}",
    catchNotFound: true,
  });

  updateByName = this.makeUpdateRequest<{ name: string }, RoleRepresentation, undefined>({
    method: "PUT",
    path: "/roles/{name}",
  });

  delByName = this.makeRequest<{ name: string }, undefined>({
    method: "DELETE",
    path: "/roles/{name}",
  });

  /** Users holding the realm role directly; undefined when the role does not exist. */
  findUsersWithRole = this.makeRequest<RoleMembersQuery, UserRepresentation[] | undefined>({
    method: "GET",
    path: "/roles/{name}/users",
    catchNotFound: true,
  });

  /** Groups holding the realm role directly; undefined when the role does not exist. */
  findGroupsWithRole = this.makeRequest<RoleMembersQuery, GroupRepresentation[] | undefined>({
    method: "GET",
    path: "/roles/{name}/groups",
    catchNotFound: true,
  });

  findOneById = this.makeRequest<{ id: string }, RoleRepresentation | undefined>({
    method: "GET",
    path: "/roles-by-id/{id}",
    catchNotFound: true,
  });

  updateById = this.makeUpdateRequest<{ id: string }, RoleRepresentation, undefined>({
    method: "PUT",
    path: "/roles-by-id/{id}",
  });

  delById = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/roles-by-id/{id}",
  });

  /** Adds roles to the composite role `roleId`. */
  createComposite = this.makeUpdateRequest<{ roleId: string }, RoleRepresentation[], undefined>({
    method: "POST",
    path: "/roles-by-id/{roleId}/composites",
  });

  getCompositeRoles = this.makeRequest<
    { id: string; search?: string; first?: number; max?: number },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/roles-by-id/{id}/composites",
  });

  getCompositeRolesForRealm = this.makeRequest<{ id: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/roles-by-id/{id}/composites/realm",
  });

  /** Composites of role `id` that belong to the client with internal id `clientId`. */
  getCompositeRolesForClient = this.makeRequest<
    { id: string; clientId: string },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/roles-by-id/{id}/composites/clients/{clientId}",
  });

  delCompositeRoles = this.makeUpdateRequest<{ id: string }, RoleRepresentation[], undefined>({
    method: "DELETE",
    path: "/roles-by-id/{id}/composites",
  });

  listPermissions = this.makeRequest<{ id: string }, ManagementPermissionReference>({
    method: "GET",
    path: "/roles-by-id/{id}/management/permissions",
  });

  updatePermission = this.makeUpdateRequest<
    { id: string },
    ManagementPermissionReference,
    ManagementPermissionReference
  >({
    method: "PUT",
    path: "/roles-by-id/{id}/management/permissions",
  });
}
