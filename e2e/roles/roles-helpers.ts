import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export const json = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

export interface StoredRole {
  id: string;
  name: string;
  description?: string;
  composite?: boolean;
  attributes?: Record<string, string[]>;
}

/** Creates a realm role through the admin API and returns it as the server stores it. */
export async function seedRole(
  realm: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<StoredRole> {
  await adminFetch(`/${realm}/roles`, {
    method: "POST",
    body: JSON.stringify({ name, ...extra }),
  });
  return storedRole(realm, name);
}

/** A realm role by name as the server stores it. */
export const storedRole = (realm: string, name: string): Promise<StoredRole> =>
  json<StoredRole>(`/${realm}/roles/${encodeURIComponent(name)}`);

/** Whether the realm has a role of that name. */
export async function roleExists(realm: string, name: string): Promise<boolean> {
  const roles = await json<{ name: string }[]>(
    `/${realm}/roles?search=${encodeURIComponent(name)}&max=100`,
  );
  return roles.some((role) => role.name === name);
}

/** Creates a client with one client role; returns the client's internal id. */
export async function seedClientRole(
  realm: string,
  clientId: string,
  role: string,
): Promise<string> {
  await adminFetch(`/${realm}/clients`, { method: "POST", body: JSON.stringify({ clientId }) });
  const [client] = await json<{ id: string }[]>(`/${realm}/clients?clientId=${clientId}`);
  if (client === undefined) throw new Error(`Client ${clientId} was not created.`);
  await adminFetch(`/${realm}/clients/${client.id}/roles`, {
    method: "POST",
    body: JSON.stringify({ name: role }),
  });
  return client.id;
}

/** Creates a user through the admin API and returns its id. */
export async function seedUser(
  realm: string,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({ username, enabled: true, ...extra }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating ${username} returned no location.`);
  return id;
}

/** Gives users realm roles directly. */
export async function grantRealmRoles(
  realm: string,
  userId: string,
  roles: readonly StoredRole[],
): Promise<void> {
  await adminFetch(`/${realm}/users/${userId}/role-mappings/realm`, {
    method: "POST",
    body: JSON.stringify(roles),
  });
}

export const rolesTable = (page: Page): Locator => page.getByRole("grid", { name: "Realm roles" });

/** A row of a table, by the link naming its role or user. */
export const rowOf = (table: Locator, name: string): Locator =>
  table.getByRole("row").filter({ has: table.page().getByRole("link", { name, exact: true }) });
