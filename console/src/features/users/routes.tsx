import { lazyPage, routePath, type AppRoute } from "@/shared/access/app-route";

export const usersTabs = ["list"] as const;
export type UsersTab = (typeof usersTabs)[number];

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

const UsersPage = lazyPage(
  () => import("./users.page"),
  (module) => module.UsersPage,
);
const AddUserPage = lazyPage(
  () => import("./add-user.page"),
  (module) => module.AddUserPage,
);
const UserPage = lazyPage(
  () => import("./user.page"),
  (module) => module.UserPage,
);

const usersBreadcrumb: AppRoute["breadcrumb"] = (t) => t("users.breadcrumb");

export const usersRoute: AppRoute = {
  name: "users",
  path: "/:realm/users",
  access: { all: ["query-users"] },
  breadcrumb: usersBreadcrumb,
  Page: UsersPage,
  preloadWhenIdle: true,
};

export const usersTabRoute: AppRoute = {
  name: "users-tab",
  path: "/:realm/users/:tab",
  access: { all: ["query-users"] },
  breadcrumb: usersBreadcrumb,
  Page: UsersPage,
};

export const addUserRoute: AppRoute = {
  name: "add-user",
  path: "/:realm/users/add-user",
  access: { all: ["query-users", "query-groups"] },
  breadcrumb: (t) => t("users.addUser.breadcrumb"),
  Page: AddUserPage,
};

export const userRoute: AppRoute = {
  name: "user",
  path: "/:realm/users/:id/:tab",
  access: { all: ["query-users"] },
  breadcrumb: (t) => t("users.details.breadcrumb"),
  Page: UserPage,
};

export const usersRoutes: AppRoute[] = [usersRoute, usersTabRoute, addUserRoute, userRoute];

export const toUsers = ({ realm }: { realm: string }): string => routePath(usersRoute, { realm });

export const toAddUser = ({ realm }: { realm: string }): string =>
  routePath(addUserRoute, { realm });

export const toUser = ({
  realm,
  id,
  tab = "settings",
}: {
  realm: string;
  id: string;
  tab?: UserTab;
}): string => routePath(userRoute, { realm, id, tab });
