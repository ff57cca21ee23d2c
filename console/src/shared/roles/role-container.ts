import type { RoleRepresentation } from "@gatehouse/admin-client";
import { toClient, toClientRole } from "@/shared/paths/client-paths";
import { toRealmRole, toRealmRoles, type RealmRoleTab } from "@/shared/paths/role-paths";

/**
 * Where roles live: the realm, or one client (by its internal id). Realm roles and client roles
 * share their details (settings, attributes, associated roles, users in role); what differs is
 * how they are listed, created and found by name, who may change them, and where they link to.
 */
export type RoleContainer = { kind: "realm" } | { kind: "client"; clientId: string };

/** What a role's header and tabs are given: the role, where it lives, and whether it may change. */
export interface RoleDetailsProps {
  container: RoleContainer;
  role: RoleRepresentation & { id: string };
  /** Whether the administrator may change the role (its settings, attributes and contents). */
  canManage: boolean;
}

export const realmContainer: RoleContainer = { kind: "realm" };

/** The tabs every role has, realm or client (the realm's default role adds one of its own). */
export type RoleTab = Exclude<RealmRoleTab, "default-roles">;

/** Where the container lists its roles: the realm roles list or the client's roles tab. */
export const toRoleList = (realm: string, container: RoleContainer): string =>
  container.kind === "realm"
    ? toRealmRoles({ realm })
    : toClient({ realm, clientId: container.clientId, tab: "roles" });

/** One role of the container, on its settings tab unless another is named. */
export const toRoleOf = (
  realm: string,
  container: RoleContainer,
  id: string,
  tab: RoleTab = "settings",
): string =>
  container.kind === "realm"
    ? toRealmRole({ realm, id, tab })
    : toClientRole({ realm, clientId: container.clientId, id, tab });
