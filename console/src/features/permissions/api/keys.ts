import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * Query keys of the admin permissions section. Its permissions and policies live in the
 * admin-permissions client's resource server, so they hang under that server's authorization keys:
 * a policy saved here or in the clients section reloads in both.
 */
export const adminPermissionsKeys = {
  /** The resource types and their scopes, from the resource server's settings. */
  resourceTypes: (realm: string, clientId: string) =>
    [...authorizationKeys.settings(realm, clientId), "resource-types"] as const,
  permissions: (realm: string, clientId: string) => authorizationKeys.permissions(realm, clientId),
  permission: (realm: string, clientId: string, permissionId: string) =>
    authorizationKeys.permission(realm, clientId, permissionId),
  /** Users, groups, clients or roles a permission may be limited to, searched by name. */
  resourceChoices: (realm: string, resourceType: string, search: string): readonly unknown[] => [
    "admin-permissions",
    realm,
    "choices",
    resourceType,
    search,
  ],
  /** One user, group, client or role a new permission starts limited to, by id. */
  resourceChoice: (realm: string, resourceType: string, id: string): readonly unknown[] => [
    "admin-permissions",
    realm,
    "choice",
    resourceType,
    id,
  ],
};
