import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  customProviderPath,
  kerberosProviderPath,
  kerberosProvidersPath,
  ldapMapperPath,
  ldapProviderPath,
  ldapProvidersPath,
  ldapProviderTabPath,
  ldapProviderTabs,
  newCustomProviderPath,
  newKerberosProviderPath,
  newLdapProviderPath,
  userFederationPath,
} from "@/shared/paths/user-federation-paths";

/*
 * Every page of the section opens with view-realm, the spec's right; the pages hide what changes
 * a provider from an administrator without manage-realm.
 */

const UserFederationPage = lazyPage(
  () => import("./user-federation.page"),
  (module) => module.UserFederationPage,
);
const LdapProvidersPage = lazyPage(
  () => import("./user-federation.page"),
  (module) => module.LdapProvidersPage,
);
const KerberosProvidersPage = lazyPage(
  () => import("./user-federation.page"),
  (module) => module.KerberosProvidersPage,
);
const LdapProviderPage = lazyPage(
  () => import("./ldap-provider.page"),
  (module) => module.LdapProviderPage,
);
const LdapMapperPage = lazyPage(
  () => import("./ldap-mapper.page"),
  (module) => module.LdapMapperPage,
);
const KerberosProviderPage = lazyPage(
  () => import("./kerberos-provider.page"),
  (module) => module.KerberosProviderPage,
);
const CustomProviderPage = lazyPage(
  () => import("./custom-provider.page"),
  (module) => module.CustomProviderPage,
);

const access: AppRoute["access"] = { all: ["view-realm"] };

export const userFederationRoutes: AppRoute[] = [
  {
    name: "user-federation",
    path: userFederationPath,
    access,
    breadcrumb: (t) => t("userFederation.breadcrumb"),
    Page: UserFederationPage,
  },
  {
    name: "user-federation-ldap",
    path: ldapProvidersPath,
    access,
    breadcrumb: (t) => t("userFederation.ldap.listBreadcrumb"),
    Page: LdapProvidersPage,
  },
  {
    name: "user-federation-kerberos",
    path: kerberosProvidersPath,
    access,
    breadcrumb: (t) => t("userFederation.kerberos.listBreadcrumb"),
    Page: KerberosProvidersPage,
  },
  {
    name: "new-ldap",
    path: newLdapProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.ldap.addBreadcrumb"),
    Page: LdapProviderPage,
  },
  {
    name: "ldap",
    path: ldapProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.ldap.detailsBreadcrumb"),
    Page: LdapProviderPage,
  },
  {
    name: "ldap-tab",
    path: ldapProviderTabPath,
    access,
    breadcrumb: (t) => t("userFederation.ldap.detailsBreadcrumb"),
    Page: LdapProviderPage,
    paramValues: { tab: ldapProviderTabs },
  },
  {
    name: "ldap-mapper",
    path: ldapMapperPath,
    access,
    breadcrumb: (t) => t("userFederation.ldap.mapperBreadcrumb"),
    Page: LdapMapperPage,
  },
  {
    name: "new-kerberos",
    path: newKerberosProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.kerberos.addBreadcrumb"),
    Page: KerberosProviderPage,
  },
  {
    name: "kerberos",
    path: kerberosProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.kerberos.detailsBreadcrumb"),
    Page: KerberosProviderPage,
  },
  {
    name: "new-custom-user-federation",
    path: newCustomProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.custom.addBreadcrumb"),
    Page: CustomProviderPage,
  },
  {
    name: "custom-user-federation",
    path: customProviderPath,
    access,
    breadcrumb: (t) => t("userFederation.custom.detailsBreadcrumb"),
    Page: CustomProviderPage,
  },
];
