import { routePath } from "./route-path";

/**
 * The addresses of the users list and of one user. Other areas link to users (a group's members,
 * an organization's members, a session's user), so these live here; the users area's own
 * `paths.ts` holds the addresses only it links to.
 */
export const usersPath = "/:realm/users";
export const userPath = "/:realm/users/:id/:tab";

/** The user page's tabs, in the order they show. */
export const userTabs = [
  "settings",
  "credentials",
  "role-mapping",
  "groups",
  "attributes",
  "consents",
  "identity-provider-links",
  "sessions",
  "events",
  "organizations",
] as const;
export type UserTab = (typeof userTabs)[number];

export interface UsersParams {
  realm: string;
}

export interface UserParams {
  realm: string;
  id: string;
  tab: UserTab;
}

export const toUsers = ({ realm }: UsersParams): string => routePath(usersPath, { realm });

/** Link to a user, on its details tab unless another is named. */
export const toUser = ({
  realm,
  id,
  tab = "settings",
}: Omit<UserParams, "tab"> & { tab?: UserTab }): string => routePath(userPath, { realm, id, tab });
