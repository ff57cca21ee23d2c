import { usersPath } from "@/shared/paths/user-paths";
import { routePath } from "@/shared/paths/route-path";

// The users list and one user are linked to from other areas: their paths, tabs, parameter types
// and link builders (`toUsers`, `toUser`) are in `@/shared/paths/user-paths`.

/** The users list's tabs; `permissions` shows only where fine-grained admin permissions v1 run. */
export const usersTabs = ["list", "permissions"] as const;
export type UsersTab = (typeof usersTabs)[number];

export interface UsersTabParams {
  realm: string;
  tab: UsersTab;
}

export interface AddUserParams {
  realm: string;
}

export const usersTabPath = `${usersPath}/:tab`;
export const addUserPath = `${usersPath}/add-user`;

export const toAddUser = ({ realm }: AddUserParams): string => routePath(addUserPath, { realm });

export const toUsersTab = ({ realm, tab }: UsersTabParams): string =>
  routePath(usersTabPath, { realm, tab });
