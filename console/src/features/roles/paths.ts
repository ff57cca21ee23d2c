import { routePath } from "@/shared/paths/route-path";
import { realmRolesPath } from "@/shared/paths/role-paths";

// The list and one role are linked to from other areas: their paths, tabs, parameter types and
// link builders (`toRealmRoles`, `toRealmRole`, `toDefaultRoles`) are in
// `@/shared/paths/role-paths`.

export interface NewRealmRoleParams {
  realm: string;
}

export const newRealmRolePath = `${realmRolesPath}/new`;

export const toNewRealmRole = ({ realm }: NewRealmRoleParams): string =>
  routePath(newRealmRolePath, { realm });
