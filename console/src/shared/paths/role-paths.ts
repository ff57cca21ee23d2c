import { routePath } from "./route-path";

/**
 * The addresses of the realm roles list and of one realm role. Other areas link to realm roles
 * (a role mapping, a group's roles), so these live here; the roles section's `paths.ts` holds the
 * addresses only it links to.
 */
export const realmRolesPath = "/:realm/roles";
export const realmRolePath = "/:realm/roles/:id/:tab";

/**
 * A realm role's tabs, in the order they show. `default-roles` is the one tab of the realm's
 * default role (`default-roles-{realm}`): the roles every new user gets, rather than a role's
 * settings.
 */
export const realmRoleTabs = [
  "settings",
  "attributes",
  "associated-roles",
  "users-in-role",
  "permissions",
  "default-roles",
] as const;
export type RealmRoleTab = (typeof realmRoleTabs)[number];

export interface RealmRolesParams {
  realm: string;
}

export interface RealmRoleParams {
  realm: string;
  /** The role's id. */
  id: string;
  tab: RealmRoleTab;
}

export const toRealmRoles = ({ realm }: RealmRolesParams): string =>
  routePath(realmRolesPath, { realm });

/** Link to a realm role, on its settings tab unless another is named. */
export const toRealmRole = ({
  realm,
  id,
  tab = "settings",
}: Omit<RealmRoleParams, "tab"> & { tab?: RealmRoleTab }): string =>
  routePath(realmRolePath, { realm, id, tab });

/** Link to the realm's default roles: the editor of its default role's composites. */
export const toDefaultRoles = ({ realm, id }: Omit<RealmRoleParams, "tab">): string =>
  toRealmRole({ realm, id, tab: "default-roles" });
