import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { initialAccessTokensQuery } from "../api/registration-initial-access-tokens-query";
import { registrationPoliciesQuery } from "../api/registration-policies-query";
import { registrationPolicyProvidersQuery } from "../api/registration-policy-providers-query";
import { rightsManagePolicies, rightsReadPolicies } from "./policy-access";
import {
  clientRegistrationPath,
  createInitialAccessTokenPath,
  registrationPolicyPath,
  registrationSubTabs,
} from "./paths";

// The registration sub-tabs belong to the clients list page, which shows the policies' tab.
const ClientsPage = lazyPage(
  () => import("../clients.page"),
  (module) => module.ClientsPage,
);
const CreateInitialAccessTokenPage = lazyPage(
  () => import("./create-initial-access-token.page"),
  (module) => module.CreateInitialAccessTokenPage,
);
const RegistrationPolicyPage = lazyPage(
  () => import("./registration-policy.page"),
  (module) => module.RegistrationPolicyPage,
);

export const createInitialAccessTokenRoute: AppRoute = {
  name: "create-initial-access-token",
  path: createInitialAccessTokenPath,
  access: { all: ["manage-clients"] },
  breadcrumb: (t) => t("clientRegistration.tokens.createBreadcrumb"),
  Page: CreateInitialAccessTokenPage,
  loader: ({ realm, client, prefetch }) => {
    prefetch(initialAccessTokensQuery(client, realm));
  },
};

export const clientRegistrationRoute: AppRoute = {
  name: "client-registration",
  path: clientRegistrationPath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("clientRegistration.policies.breadcrumb"),
  Page: ClientsPage,
  paramValues: { subTab: registrationSubTabs },
  loader: ({ realm, client, rights, prefetch }) => {
    if (rightsReadPolicies(rights)) prefetch(registrationPoliciesQuery(client, realm));
  },
};

export const registrationPolicyRoute: AppRoute = {
  name: "client-registration-provider",
  path: registrationPolicyPath,
  access: { all: ["manage-clients"] },
  breadcrumb: (t) => t("clientRegistration.policies.policyBreadcrumb"),
  Page: RegistrationPolicyPage,
  paramValues: { subTab: registrationSubTabs },
  loader: ({ params, realm, client, rights, prefetch }) => {
    // The policy page asks for nothing without the realm rights the server wants (policy-access.ts).
    if (!rightsManagePolicies(rights)) return;
    prefetch(registrationPolicyProvidersQuery(client, realm));
    if (params["id"] !== undefined) prefetch(registrationPoliciesQuery(client, realm));
  },
};

/** Initial access tokens and client registration policies, both below the clients list. */
export const clientRegistrationRoutes: AppRoute[] = [
  createInitialAccessTokenRoute,
  clientRegistrationRoute,
  registrationPolicyRoute,
];
