import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export interface StoredProvider {
  alias: string;
  displayName?: string;
  providerId: string;
  enabled?: boolean;
  hideOnLogin?: boolean;
  config?: Record<string, string>;
}

export interface StoredMapper {
  id: string;
  name: string;
  identityProviderMapper: string;
  config: Record<string, string>;
}

/** An OpenID Connect provider with just what the server needs to store it. */
export const oidcProvider = (alias: string, extra: Partial<StoredProvider> = {}) => ({
  alias,
  providerId: "oidc",
  ...extra,
  config: {
    clientId: "broker",
    clientSecret: "secret",
    clientAuthMethod: "client_secret_post",
    authorizationUrl: "https://idp.example.test/auth",
    tokenUrl: "https://idp.example.test/token",
    ...extra.config,
  },
});

/** Stores a provider through the admin API. */
export async function seedProvider(realm: string, provider: object): Promise<void> {
  const response = await adminFetch(`/${realm}/identity-provider/instances`, {
    method: "POST",
    body: JSON.stringify(provider),
  });
  if (response.status !== 201)
    throw new Error(`Storing the provider failed: ${response.status} ${await response.text()}`);
}

/** The realm's provider with this alias as the server stores it, if there is one. */
export async function storedProvider(
  realm: string,
  alias: string,
): Promise<StoredProvider | undefined> {
  try {
    const response = await adminFetch(`/${realm}/identity-provider/instances/${alias}`);
    return (await response.json()) as StoredProvider;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** Adds a mapper to a provider through the admin API and returns its id. */
export async function seedMapper(
  realm: string,
  alias: string,
  mapper: Omit<StoredMapper, "id">,
): Promise<string> {
  const response = await adminFetch(`/${realm}/identity-provider/instances/${alias}/mappers`, {
    method: "POST",
    body: JSON.stringify({ ...mapper, identityProviderAlias: alias }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Adding the mapper ${mapper.name} returned no location.`);
  return id;
}

/** The provider's mappers as the server stores them. */
export async function storedMappers(realm: string, alias: string): Promise<StoredMapper[]> {
  const response = await adminFetch(`/${realm}/identity-provider/instances/${alias}/mappers`);
  return (await response.json()) as StoredMapper[];
}

export const providersTable = (page: Page): Locator =>
  page.getByRole("grid", { name: "Identity providers" });

/** The list's row of the provider with exactly this alias. */
export const providerRow = (page: Page, alias: string): Locator =>
  providersTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: alias, exact: true }) });

export const mappersTable = (page: Page): Locator => page.getByRole("grid", { name: "Mappers" });
