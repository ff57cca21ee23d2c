import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { userPath, usersPath } from "@/shared/paths/user-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { profileMetadataQuery } from "./api/profile-metadata-query";
import { unmanagedPolicyQuery } from "./api/unmanaged-policy-query";
import { userQuery } from "./api/user-query";
import { rememberedUserStorage, userStorageQuery } from "./api/user-storage-query";
import { usersQuery } from "./api/users-query";
import { addUserPath, usersTabPath, usersTabs } from "./paths";
import { usersFilterFromAddress, usersFilterNames } from "./search-state";
import { usersListMode } from "./users-list-mode";

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

/**
 * The users list starts the realm's user-storage check and, when the realm lists every user, the
 * page of users the address shows. The check needs view-realm; without that right (or before the
 * rights are known) the list loads as usual when it shows.
 */
const usersLoader: AppRoute["loader"] = ({
  search,
  realm,
  rights,
  client,
  queryClient,
  prefetch,
}) => {
  if (rights?.includes("view-realm") !== true) return;
  const state = readTableState(search, { filterNames: usersFilterNames });
  const filter = usersFilterFromAddress(state.filters);
  // A known answer, even a stale one, lets the rows start at once; a stale one is checked again
  // meanwhile.
  const storage = userStorageQuery(client, realm);
  const known = queryClient.getQueryData(storage.queryKey) ?? rememberedUserStorage(realm);
  if (known !== undefined) prefetch(storage);
  (known !== undefined ? Promise.resolve(known) : queryClient.query(storage))
    .then((hasUserStorage) => {
      const mode = usersListMode({ filter, hasUserStorage, search: state.search });
      // A realm with user storage waits for a search; attribute searches are the table's to run.
      if (mode.kind !== "all") return;
      const list = usersQuery(client, realm, filter);
      prefetch(tablePageQuery(list, addressPageRequest(state)));
    })
    .catch(() => undefined);
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
  // Only for those who may create users: the page shows the others what they lack instead.
  loader: ({ realm, client, rights, prefetch }) => {
    if (rights?.includes("manage-users") === true) prefetch(profileMetadataQuery(client, realm));
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
