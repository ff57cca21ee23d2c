import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export const json = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

export interface StoredScope {
  id: string;
  name: string;
  description?: string;
  protocol?: string;
  attributes?: Record<string, string>;
}

/** Creates a client scope through the admin API and returns it as the server stores it. */
export async function seedScope(
  realm: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<StoredScope> {
  await adminFetch(`/${realm}/client-scopes`, {
    method: "POST",
    body: JSON.stringify({ name, protocol: "openid-connect", ...extra }),
  });
  const scope = await storedScope(realm, name);
  if (scope === undefined) throw new Error(`The client scope ${name} was not stored.`);
  return scope;
}

/** The realm's client scope of that name as the server stores it, if there is one. */
export async function storedScope(realm: string, name: string): Promise<StoredScope | undefined> {
  const scopes = await json<StoredScope[]>(`/${realm}/client-scopes`);
  return scopes.find((scope) => scope.name === name);
}

/** The names of the realm's default (`default`) or optional (`optional`) client scopes. */
export async function realmScopeNames(
  realm: string,
  list: "default" | "optional",
): Promise<string[]> {
  const scopes = await json<StoredScope[]>(`/${realm}/default-${list}-client-scopes`);
  return scopes.map((scope) => scope.name);
}

export const scopesTable = (page: Page): Locator =>
  page.getByRole("grid", { name: "Client scopes" });

/** The row of the scope with exactly this name. */
export const scopeRow = (page: Page, name: string): Locator =>
  scopesTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

/** Narrows the list to names containing `name`: a realm's built-in scopes fill the first page. */
export async function searchScopes(page: Page, name: string): Promise<void> {
  const search = page.getByRole("textbox", { name: "Search Client scopes" });
  await search.fill(name);
  await search.press("Enter");
}
