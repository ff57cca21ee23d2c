import type { KeycloakAdminClient } from "../client.js";
import { RequestBuilder } from "../core/request-builder.js";
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

/**
 * Groups of a realm: the tree, members, role mappings and fine-grained permissions. Built with an
 * organization id (`organizations.groups(orgId)`), the same calls reach that organization's own
 * groups (`/organizations/{orgId}/groups`), plus their member calls.
 */
export class Groups extends RoleMappingResource {
  readonly #orgId: string | undefined;
  /** Calls below the organization itself (`/organizations/{orgId}`), for organization groups. */
  readonly #organization = new RequestBuilder(this.client, {
    path: "/admin/realms/{realm}/organizations/{orgId}",
    getUrlParams: () => ({ realm: this.client.realmName, orgId: this.#orgId }),
  });

  constructor(client: KeycloakAdminClient, orgId?: string) {
    super(
      client,
      orgId === undefined
        ? { path: "/admin/realms/{realm}/groups" }
        : {
            path: "/admin/realms/{realm}/organizations/{orgId}/groups",
            getUrlParams: () => ({ realm: client.realmName, orgId }),
          },
    );
    this.#orgId = orgId;
  }

  /** The organization whose groups these are; undefined for the realm's groups. */
  getOrgId(): string | undefined {
    return this.#orgId;
  }

  isOrgGroups(): boolean {
    return this.#orgId !== undefined;
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

  /** Creates a sub-group of `id`; the new group's id comes from the Location header. */
  createChildGroup = this.makeUpdateRequest<
    { id: string },
    Omit<GroupRepresentation, "id">,
    { id: string }
  >({
    method: "POST",
    path: "/{id}/children",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  /** Moves the existing group given by `id` in the body under `id` (or updates it there). */
  updateChildGroup = this.makeUpdateRequest<{ id: string }, GroupRepresentation, undefined>({
    method: "POST",
    path: "/{id}/children",
  });

  /** Moves the existing group given by `id` in the body to the top level. */
  updateRoot = this.makeRequest<GroupRepresentation, undefined>({ method: "POST" });

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

  // Organization groups only: their membership is managed here, not through users.

  /** Makes the user (a member of the organization) a member of the organization group. */
  addMemberToOrgGroup = this.makeRequest<{ groupId: string; userId: string }, undefined>({
    method: "PUT",
    path: "/{groupId}/members/{userId}",
  });

  removeMemberFromOrgGroup = this.makeRequest<{ groupId: string; userId: string }, undefined>({
    method: "DELETE",
    path: "/{groupId}/members/{userId}",
  });

  /** The organization groups the organization member `id` belongs to. */
  listOrgGroups = this.#organization.makeRequest<
    { id: string; first?: number; max?: number; search?: string; briefRepresentation?: boolean },
    GroupRepresentation[]
  >({ method: "GET", path: "/members/{id}/groups" });
}
