import { routePath } from "./route-path";

/**
 * The addresses of the identity providers list, of adding one, of one provider and of its
 * mappers. Users link to the providers they are linked with, so these live here.
 */
export const identityProvidersPath = "/:realm/identity-providers";
/** Adding a provider of one type; the spec also names the built-in types' paths one by one. */
export const addIdentityProviderPath = "/:realm/identity-providers/:providerId/add";
export const identityProviderPath = "/:realm/identity-providers/:providerId/:alias/:tab";
/** Creating a mapper; `tab` is always "mappers", the tab it is created from. */
export const createIdentityProviderMapperPath =
  "/:realm/identity-providers/:providerId/:alias/:tab/create";
export const identityProviderMapperPath =
  "/:realm/identity-providers/:providerId/:alias/mappers/:id";

/** The provider types the spec gives an add page of their own, in the order they are offered. */
export const userDefinedProviderTypes = [
  "oidc",
  "keycloak-oidc",
  "saml",
  "oauth2",
  "spiffe",
  "kubernetes",
] as const;
export type UserDefinedProviderType = (typeof userDefinedProviderTypes)[number];

/** One provider's tabs, in the order they show. */
export const identityProviderTabs = ["settings", "mappers", "permissions"] as const;
export type IdentityProviderTab = (typeof identityProviderTabs)[number];

export interface IdentityProvidersParams {
  realm: string;
}

export interface AddIdentityProviderParams {
  realm: string;
  /** The provider type: a user-defined type or a social provider's id ("github", "google"…). */
  providerId: string;
}

export interface IdentityProviderParams {
  realm: string;
  providerId: string;
  alias: string;
  tab: IdentityProviderTab;
}

export interface IdentityProviderMapperParams {
  realm: string;
  providerId: string;
  alias: string;
  /** The mapper's id. */
  id: string;
}

export const toIdentityProviders = ({ realm }: IdentityProvidersParams): string =>
  routePath(identityProvidersPath, { realm });

export const toAddIdentityProvider = ({ realm, providerId }: AddIdentityProviderParams): string =>
  routePath(addIdentityProviderPath, { realm, providerId });

export const toIdentityProvider = ({
  realm,
  providerId,
  alias,
  tab = "settings",
}: Omit<IdentityProviderParams, "tab"> & { tab?: IdentityProviderTab }): string =>
  routePath(identityProviderPath, { realm, providerId, alias, tab });

export const toCreateIdentityProviderMapper = ({
  realm,
  providerId,
  alias,
}: Omit<IdentityProviderParams, "tab">): string =>
  routePath(createIdentityProviderMapperPath, { realm, providerId, alias, tab: "mappers" });

export const toIdentityProviderMapper = (params: IdentityProviderMapperParams): string =>
  routePath(identityProviderMapperPath, { ...params });
