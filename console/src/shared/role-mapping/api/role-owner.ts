import type {
  GroupRepresentation,
  MappingsRepresentation,
  RoleMappingPayload,
  RoleRepresentation,
  UiRoleRepresentation,
} from "@gatehouse/admin-client";

/**
 * What can hold roles on the server: a user, a group, a client's service account, a client's or a
 * client scope's scope mappings (the roles its tokens may carry), and a composite role.
 */
export type RoleOwnerKind = "user" | "group" | "serviceAccount" | "client" | "clientScope" | "role";

/**
 * One holder of roles. `id` is the user's, group's, client scope's or role's id; for a service
 * account and a client's scope mappings it is the client's internal id.
 */
export interface RoleOwner {
  kind: RoleOwnerKind;
  id: string;
}

/** Roles to map or unmap: realm roles, or the roles of one client (by its internal id). */
export interface RoleChange {
  clientUniqueId?: string;
  roles: RoleMappingPayload[];
}

/** Every role an owner holds, directly or inherited, as the server lists them. */
export interface EffectiveRoleList {
  realm: RoleRepresentation[];
  clients: UiRoleRepresentation[];
  /** False when a read stopped at its bound before the server's list ended. */
  complete: boolean;
}

/** One page of a search over roles. */
export interface RolePage {
  first: number;
  max: number;
  search: string;
}

/**
 * The calls that read and change one owner's roles. Each owner kind reaches the server through
 * different endpoints; the role-mapping screen only talks to this.
 */
export interface RoleOwnerAdapter {
  /** The roles mapped to the owner directly. */
  listAssigned: () => Promise<MappingsRepresentation>;
  /** Every role the owner holds, with composites expanded and (for members) groups included. */
  listEffective: () => Promise<EffectiveRoleList>;
  /** A page of client roles of every client that the owner does not hold yet. */
  listAvailableClientRoles: (
    page: RolePage,
    signal: AbortSignal,
  ) => Promise<UiRoleRepresentation[]>;
  /**
   * Every realm role the owner does not hold yet, in one answer the server does not page. Kept
   * for administrators who may map roles but not list the realm's roles (manage-users without
   * view-realm): the server refuses them the paged list and allows this one.
   */
  listAvailableRealmRoles?: () => Promise<RoleRepresentation[]>;
  add: (change: RoleChange) => Promise<unknown>;
  remove: (change: RoleChange) => Promise<unknown>;
  /**
   * The groups whose roles the owner inherits, ancestors not included; absent for owners that are
   * in no group (scopes and roles), whose inherited roles only come from composites.
   */
  listGroups?: () => Promise<GroupRepresentation[]>;
}
