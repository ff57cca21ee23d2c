import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { keyProviderQuery } from "./api/key-provider-query";
import { realmSettingsQuery } from "./api/realm-settings-query";
import {
  keyProviderPath,
  keysTabPath,
  realmSettingsPath,
  realmSettingsTabPath,
  themesTabPath,
} from "./paths";
import { clientPoliciesTabPath, clientPoliciesTabs } from "./client-policies/paths";
import { clientPoliciesRoutes } from "./client-policies/routes";

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

/**
 * The realm settings section's routes: the page, one of its tabs, one of the themes', keys' or
 * client policies' own tabs, a key provider's settings, and the pages of client profiles and
 * policies.
 */
export const realmSettingsRoutes: AppRoute[] = [
  realmSettingsRoute,
  realmSettingsTabRoute,
  themesTabRoute,
  keysTabRoute,
  keyProviderRoute,
  clientPoliciesTabRoute,
  ...clientPoliciesRoutes,
];
