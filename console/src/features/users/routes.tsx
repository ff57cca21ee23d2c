import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { userPath, usersPath } from "@/shared/paths/user-paths";
import { profileMetadataQuery } from "./api/profile-metadata-query";
import { unmanagedPolicyQuery } from "./api/unmanaged-policy-query";
import { userQuery } from "./api/user-query";
import { userStorageQuery } from "./api/user-storage-query";
import { addUserPath, usersTabPath, usersTabs } from "./paths";

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

const usersLoader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  // Whether the realm has user storage decides if the list loads at once or waits for a search.
  prefetch(userStorageQuery(client, realm));
};

export const usersRoute: AppRoute = {
  name: "users",
  path: usersPath,
  access: { all: ["query-users"] },
  breadcrumb: usersBreadcrumb,
  Page: UsersPage,
  preloadWhenIdle: true,
  loader: usersLoader,
};

export const usersTabRoute: AppRoute = {
  name: "users-tab",
  path: usersTabPath,
  access: { all: ["query-users"] },
  breadcrumb: usersBreadcrumb,
  Page: UsersPage,
  paramValues: { tab: usersTabs },
  loader: usersLoader,
};

export const addUserRoute: AppRoute = {
  name: "add-user",
  path: addUserPath,
  access: { all: ["query-users", "query-groups"] },
  breadcrumb: (t) => t("users.addUser.breadcrumb"),
  Page: AddUserPage,
  loader: ({ realm, client, prefetch }) => {
    prefetch(profileMetadataQuery(client, realm));
  },
};

export const userRoute: AppRoute = {
  name: "user",
  path: userPath,
  access: { all: ["query-users"] },
  breadcrumb: (t) => t("users.details.breadcrumb"),
  Page: UserPage,
  loader: ({ params, realm, client, prefetch }) => {
    // The user comes with its user-profile metadata; the policy decides the attributes tab.
    prefetch(userQuery(client, realm, params["id"] ?? ""));
    prefetch(unmanagedPolicyQuery(client, realm));
  },
};

export const usersRoutes: AppRoute[] = [usersRoute, usersTabRoute, addUserRoute, userRoute];
