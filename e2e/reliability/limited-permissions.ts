import {
  createAdminPermission,
  createAdminPolicy,
  enableAdminPermissions,
} from "../permissions/admin-permissions-seed";
import type { Ids } from "./limited-actions";
import { saveItemDescription } from "./limited-client-authorization-policies";
import type { BuiltPage } from "./limited-page";

export const limitedAdminPolicyName = "Limited admin policy";
export const limitedAdminPermissionName = "Limited admin permission";

/**
 * Turns the realm's admin permissions (version 2) on, which makes its admin-permissions client,
 * and seeds a user policy and a permission to view every user that applies it.
 */
export async function seedLimitedAdminPermissions(
  realm: string,
  userId: string,
): Promise<Pick<Ids, "permissionsClient" | "adminPolicy" | "adminPermission">> {
  const permissionsClient = await enableAdminPermissions(realm);
  const adminPolicy = await createAdminPolicy(realm, permissionsClient, "user", {
    name: limitedAdminPolicyName,
    users: [userId],
  });
  const adminPermission = await createAdminPermission(realm, permissionsClient, {
    name: limitedAdminPermissionName,
    resourceType: "Users",
    scopes: ["view"],
    policies: [adminPolicy],
  });
  return { permissionsClient, adminPolicy, adminPermission };
}

const base = (ids: Ids) => `permissions/${ids.permissionsClient}`;
const authz = (ids: Ids) => `/clients/${ids.permissionsClient}/authz/resource-server`;

/**
 * The spec's rights: the section's own address needs view-realm, view-clients and view-users; its
 * tabs any one of them; the create pages manage-clients or manage-authorization; an item's page
 * those or view-authorization, read-only without a manage right. The server reads the
 * admin-permissions client's authorization with view-realm alone and changes it with manage-realm
 * alone, whatever the other rights: the pages name those where they are missing.
 */
const reads = ["view-realm"];
const changes = ["view-realm", "manage-realm"];
const sectionViewers = ["view-realm", "view-clients", "view-users"];
const editors = ["manage-clients", "manage-authorization"];
const viewers = ["manage-clients", "view-authorization", "manage-authorization"];

export const permissionsPages: BuiltPage[] = [
  {
    name: "admin permissions",
    heading: "Permissions",
    route: () => "permissions",
    access: sectionViewers,
    navLink: "Permissions",
  },
  {
    name: "admin permissions tab",
    heading: "Permissions",
    route: (ids) => `${base(ids)}/permissions`,
    access: [],
    accessAny: sectionViewers,
    serverNeeds: reads,
  },
  {
    name: "admin policies tab",
    heading: "Permissions",
    route: (ids) => `${base(ids)}/policies`,
    access: [],
    accessAny: sectionViewers,
    serverNeeds: reads,
  },
  {
    name: "new admin permission",
    heading: "Create permission for Users",
    route: (ids) => `${base(ids)}/permission/new/Users`,
    access: [],
    accessAny: editors,
    serverNeeds: changes,
  },
  {
    name: "new admin policy",
    heading: /^Create .+ policy$/,
    route: (ids) => `${base(ids)}/policies/new/user`,
    access: [],
    accessAny: editors,
    serverNeeds: changes,
  },
  {
    name: "admin permission",
    heading: limitedAdminPermissionName,
    route: (ids) => `${base(ids)}/permission/${ids.adminPermission}/Users`,
    access: [],
    accessAny: viewers,
    serverNeeds: reads,
    actions: [
      saveItemDescription(
        "save an admin permission",
        (ids, tag) => ({
          path: `${authz(ids)}/permission/scope/${ids.adminPermission}`,
          body: {
            id: ids.adminPermission,
            name: limitedAdminPermissionName,
            description: `probe ${tag}`,
            resourceType: "Users",
            scopes: ["view"],
            policies: [ids.adminPolicy],
          },
        }),
        "Permission saved",
      ),
    ],
  },
  {
    name: "admin policy",
    heading: limitedAdminPolicyName,
    route: (ids) => `${base(ids)}/policies/${ids.adminPolicy}/user`,
    access: [],
    accessAny: viewers,
    serverNeeds: reads,
    actions: [
      saveItemDescription(
        "save an admin policy",
        (ids, tag) => ({
          path: `${authz(ids)}/policy/user/${ids.adminPolicy}`,
          body: { id: ids.adminPolicy, name: limitedAdminPolicyName, description: `probe ${tag}` },
        }),
        "Policy saved",
      ),
    ],
  },
];
