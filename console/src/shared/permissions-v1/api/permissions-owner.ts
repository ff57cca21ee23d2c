import type { ManagementPermissionReference } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { AccessRight } from "@/shared/access/rights";

/**
 * What fine-grained admin permissions (version 1) can protect: the realm's users as a whole, one
 * group, one role, one client or one identity provider.
 */
export type PermissionsOwnerKind = "users" | "group" | "role" | "client" | "identityProvider";

/**
 * One protected resource. `id` is the group's, role's or client's id, the identity provider's
 * alias, and empty for the users, which are protected as one.
 */
export interface PermissionsOwner {
  kind: PermissionsOwnerKind;
  id: string;
}

/**
 * The calls that read and switch one resource's permissions, and the rights the server asks for
 * them. Each kind reaches the server through its own endpoint; the permissions tab only talks to
 * this.
 */
export interface PermissionsOwnerAdapter {
  owner: PermissionsOwner;
  read: () => Promise<ManagementPermissionReference>;
  /** Switching off deletes the resource's scope permissions on the server. */
  setEnabled: (enabled: boolean) => Promise<ManagementPermissionReference>;
  /** The right the server wants for reading the permissions. */
  viewRight: AccessRight;
  /** The right the server wants for switching them. */
  manageRight: AccessRight;
}

/** The realm's users, protected as one set (`users-management-permissions`). */
export function usersPermissionsOwner(client: AdminClient, realm: string): PermissionsOwnerAdapter {
  return {
    owner: { kind: "users", id: "" },
    read: () => client.realms.getUsersManagementPermissions({ realm }),
    setEnabled: (enabled) => client.realms.updateUsersManagementPermissions({ realm, enabled }),
    viewRight: "view-realm",
    manageRight: "manage-realm",
  };
}

/** One group; the server guards groups with the users' rights. */
export function groupPermissionsOwner(
  client: AdminClient,
  realm: string,
  id: string,
): PermissionsOwnerAdapter {
  return {
    owner: { kind: "group", id },
    read: () => client.groups.listPermissions({ realm, id }),
    setEnabled: (enabled) => client.groups.updatePermission({ realm, id }, { enabled }),
    viewRight: "view-users",
    manageRight: "manage-users",
  };
}

/** One role, by id; a realm role needs the realm's rights, a client role the clients'. */
export function rolePermissionsOwner(
  client: AdminClient,
  realm: string,
  id: string,
  container: "realm" | "client",
): PermissionsOwnerAdapter {
  return {
    owner: { kind: "role", id },
    read: () => client.roles.listPermissions({ realm, id }),
    setEnabled: (enabled) => client.roles.updatePermission({ realm, id }, { enabled }),
    viewRight: container === "realm" ? "view-realm" : "view-clients",
    manageRight: container === "realm" ? "manage-realm" : "manage-clients",
  };
}

/** One client, by its internal id. */
export function clientPermissionsOwner(
  client: AdminClient,
  realm: string,
  id: string,
): PermissionsOwnerAdapter {
  return {
    owner: { kind: "client", id },
    read: () => client.clients.listFineGrainPermissions({ realm, id }),
    setEnabled: (enabled) => client.clients.updateFineGrainPermission({ realm, id }, { enabled }),
    viewRight: "view-clients",
    manageRight: "manage-clients",
  };
}

/** One identity provider, by its alias. */
export function identityProviderPermissionsOwner(
  client: AdminClient,
  realm: string,
  alias: string,
): PermissionsOwnerAdapter {
  return {
    owner: { kind: "identityProvider", id: alias },
    read: () => client.identityProviders.listPermissions({ realm, alias }),
    setEnabled: (enabled) =>
      client.identityProviders.updatePermission({ realm, alias }, { enabled }),
    viewRight: "view-identity-providers",
    manageRight: "manage-identity-providers",
  };
}
