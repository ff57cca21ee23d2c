import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { clientPoliciesQuery } from "../api/client-policies-query";
import { clientProfilesQuery } from "../api/client-profiles-query";
import {
  addClientPolicyPath,
  addClientProfilePath,
  addConditionPath,
  addExecutorPath,
  clientPoliciesTabs,
  clientPolicyPath,
  clientProfilePath,
  conditionPath,
  executorPath,
} from "./paths";

const ClientProfilePage = lazyPage(
  () => import("./profile.page"),
  (module) => module.ClientProfilePage,
);
const ExecutorPage = lazyPage(
  () => import("./executor.page"),
  (module) => module.ExecutorPage,
);
const ClientPolicyPage = lazyPage(
  () => import("./policy.page"),
  (module) => module.ClientPolicyPage,
);
const ConditionPage = lazyPage(
  () => import("./condition.page"),
  (module) => module.ConditionPage,
);

const profilesLoader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  prefetch(clientProfilesQuery(client, realm));
};
// A policy names the profiles it applies, chosen from the realm's and the global ones.
const policiesLoader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  prefetch(clientPoliciesQuery(client, realm));
  prefetch(clientProfilesQuery(client, realm));
};

/** The pages of client profiles and client policies, with the spec's rights for each address. */
export const clientPoliciesRoutes: AppRoute[] = [
  {
    name: "add-client-profile",
    path: addClientProfilePath,
    access: { all: ["manage-realm"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.profiles.createTitle"),
    Page: ClientProfilePage,
    paramValues: { tab: clientPoliciesTabs },
    loader: profilesLoader,
  },
  {
    name: "client-profile",
    path: clientProfilePath,
    access: { all: ["view-realm", "view-users"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.profiles.breadcrumb"),
    Page: ClientProfilePage,
    loader: profilesLoader,
  },
  {
    name: "add-executor",
    path: addExecutorPath,
    access: { all: ["manage-realm"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.executors.breadcrumbAdd"),
    Page: ExecutorPage,
    loader: profilesLoader,
  },
  {
    name: "executor",
    path: executorPath,
    access: { all: ["manage-realm"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.executors.breadcrumb"),
    Page: ExecutorPage,
    loader: profilesLoader,
  },
  {
    name: "new-client-policy",
    path: addClientPolicyPath,
    access: { all: ["manage-clients"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.policies.createTitle"),
    Page: ClientPolicyPage,
    loader: policiesLoader,
  },
  {
    name: "edit-client-policy",
    path: clientPolicyPath,
    access: { all: ["manage-realm"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.policies.breadcrumb"),
    Page: ClientPolicyPage,
    loader: policiesLoader,
  },
  {
    name: "new-client-policy-condition",
    path: addConditionPath,
    access: { all: ["manage-clients"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.conditions.breadcrumbAdd"),
    Page: ConditionPage,
    loader: policiesLoader,
  },
  {
    name: "edit-client-policy-condition",
    path: conditionPath,
    access: { all: ["manage-clients"] },
    breadcrumb: (t) => t("realmSettings.clientPolicies.conditions.breadcrumb"),
    Page: ConditionPage,
    loader: policiesLoader,
  },
];
