import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

export const keyProviderType = "org.keycloak.keys.KeyProvider";

export interface StoredComponent {
  id: string;
  name: string;
  providerId: string;
  parentId: string;
  config: Record<string, string[]>;
}

export interface StoredKey {
  providerId: string;
  kid: string;
  algorithm: string;
  status: string;
}

/** The realm's key providers as the server stores them. */
export async function storedKeyProviders(realm: string): Promise<StoredComponent[]> {
  const { id } = (await (await adminFetch(`/${realm}`)).json()) as { id: string };
  return (await (
    await adminFetch(`/${realm}/components?type=${keyProviderType}&parent=${id}`)
  ).json()) as StoredComponent[];
}

/** One key provider by name, as stored; undefined when there is none. */
export async function storedKeyProvider(
  realm: string,
  name: string,
): Promise<StoredComponent | undefined> {
  return (await storedKeyProviders(realm)).find((provider) => provider.name === name);
}

/**
 * Where the stored priorities rank the provider named `name`: above every other ("first"), below
 * every other ("last"), or in between (also when it shares its priority with another).
 */
export async function storedRanking(
  realm: string,
  name: string,
): Promise<"first" | "last" | "between"> {
  const providers = await storedKeyProviders(realm);
  const priorityOf = (provider: StoredComponent) => Number(provider.config["priority"]?.[0]);
  const own = providers.find((provider) => provider.name === name);
  if (own === undefined) return "between";
  const others = providers.filter((provider) => provider !== own);
  if (others.every((other) => priorityOf(other) < priorityOf(own))) return "first";
  if (others.every((other) => priorityOf(other) > priorityOf(own))) return "last";
  return "between";
}

/** The realm's keys as GET /keys lists them. */
export async function storedKeys(realm: string): Promise<StoredKey[]> {
  return ((await (await adminFetch(`/${realm}/keys`)).json()) as { keys: StoredKey[] }).keys;
}

/** Adds a key provider through the admin API; returns its id. */
export async function seedKeyProvider(
  realm: string,
  name: string,
  providerId: string,
  config: Record<string, string[]> = {},
): Promise<string> {
  const { id: realmId } = (await (await adminFetch(`/${realm}`)).json()) as { id: string };
  return adminCreate(`/${realm}/components`, {
    name,
    providerId,
    providerType: keyProviderType,
    parentId: realmId,
    config,
  });
}

/** The providers table of the keys tab. */
export const providersTable = (page: Page) => page.getByRole("grid", { name: "Key providers" });
/** The keys table of the keys tab. */
export const keysTable = (page: Page) => page.getByRole("grid", { name: "Realm keys" });

/** Chooses which keys the list shows: "Active keys", "Passive keys" or "Disabled keys". */
export async function showKeys(page: Page, status: string): Promise<void> {
  await page.getByRole("button", { name: /^Key status/ }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
}
