import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { keyProviderQuery } from "./api/key-provider-query";
import { realmSettingsQuery } from "@/shared/realm-form/api/realm-settings-query";
import { userProfileQuery } from "./api/user-profile-query";
import { clientPoliciesTabPath, clientPoliciesTabs } from "./client-policies/paths";
import { clientPoliciesRoutes } from "./client-policies/routes";
import {
  addAttributePath,
  editAttributePath,
  editAttributesGroupPath,
  keyProviderPath,
  keysTabPath,
  newAttributesGroupPath,
  realmSettingsPath,
  realmSettingsTabPath,
  themesTabPath,
  userProfileTabPath,
} from "./paths";

const RealmSettingsPage = lazyPage(
  () => import("./realm-settings.page"),
  (module) => module.RealmSettingsPage,
);

const KeyProviderPage = lazyPage(
  () => import("./keys/key-provider.page"),
  (module) => module.KeyProviderPage,
);

/** Every tab edits the realm's own representation: it comes with the navigation. */
const loader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  prefetch(realmSettingsQuery(client, realm));
};

export const realmSettingsRoute: AppRoute = {
  name: "realm-settings",
  path: realmSettingsPath,
  // Anyone who may view the realm sees its settings; changing them needs manage-realm.
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  Page: RealmSettingsPage,
  loader,
};

export const realmSettingsTabRoute: AppRoute = {
  name: "realm-settings-tab",
  path: realmSettingsTabPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  // No fixed tab values: an unknown tab opens the first one instead of Page Not Found.
  Page: RealmSettingsPage,
  loader,
};

export const themesTabRoute: AppRoute = {
  name: "themes-tab",
  path: themesTabPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  Page: RealmSettingsPage,
  loader,
};

export const keysTabRoute: AppRoute = {
  name: "keys-tab",
  path: keysTabPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  Page: RealmSettingsPage,
  loader,
};

export const keyProviderRoute: AppRoute = {
  name: "key-provider",
  path: keyProviderPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.keys.providers.breadcrumb"),
  Page: KeyProviderPage,
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(keyProviderQuery(client, realm, params["id"] ?? ""));
  },
};

export const clientPoliciesTabRoute: AppRoute = {
  name: "client-policies-tab",
  path: clientPoliciesTabPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  Page: RealmSettingsPage,
  paramValues: { tab: clientPoliciesTabs },
  loader,
};

const AttributePage = lazyPage(
  () => import("./user-profile/attribute.page"),
  (module) => module.AttributePage,
);

const AttributesGroupPage = lazyPage(
  () => import("./user-profile/attributes-group.page"),
  (module) => module.AttributesGroupPage,
);

/** The user profile's pages all read its configuration. */
const userProfileLoader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  prefetch(userProfileQuery(client, realm));
};

export const userProfileTabRoute: AppRoute = {
  name: "user-profile-tab",
  path: userProfileTabPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.breadcrumb"),
  Page: RealmSettingsPage,
  loader: (context) => {
    loader(context);
    userProfileLoader(context);
  },
};

export const addAttributeRoute: AppRoute = {
  name: "add-attribute",
  path: addAttributePath,
  access: { all: ["manage-realm"] },
  breadcrumb: (t) => t("realmSettings.userProfile.createAttributeTitle"),
  Page: AttributePage,
  loader: userProfileLoader,
};

export const editAttributeRoute: AppRoute = {
  name: "edit-attribute",
  path: editAttributePath,
  access: { all: ["manage-realm"] },
  breadcrumb: (t) => t("realmSettings.userProfile.editAttributeBreadcrumb"),
  Page: AttributePage,
  loader: userProfileLoader,
};

// Anyone who may view the realm opens a group; saving it needs manage-realm.
export const newAttributesGroupRoute: AppRoute = {
  name: "new-attributes-group",
  path: newAttributesGroupPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.userProfile.createGroupTitle"),
  Page: AttributesGroupPage,
  loader: userProfileLoader,
};

export const editAttributesGroupRoute: AppRoute = {
  name: "edit-attributes-group",
  path: editAttributesGroupPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("realmSettings.userProfile.editGroupBreadcrumb"),
  Page: AttributesGroupPage,
  loader: userProfileLoader,
};

/**
 * The realm settings section's routes: the page, one of its tabs, one of the themes', keys', client
 * policies' or user profile's own tabs, a key provider's settings, the pages of client profiles
 * and policies, and the user profile's attribute and group pages.
 */
export const realmSettingsRoutes: AppRoute[] = [
  realmSettingsRoute,
  realmSettingsTabRoute,
  themesTabRoute,
  keysTabRoute,
  keyProviderRoute,
  clientPoliciesTabRoute,
  ...clientPoliciesRoutes,
  userProfileTabRoute,
  addAttributeRoute,
  editAttributeRoute,
  newAttributesGroupRoute,
  editAttributesGroupRoute,
];
