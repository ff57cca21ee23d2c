import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/** A group as the admin API returns it, with what these tests read. */
export interface StoredGroup {
  id: string;
  name: string;
  path: string;
  attributes?: Record<string, string[]>;
  subGroups?: StoredGroup[];
}

export const json = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

/** Creates a group through the admin API, at the top level or under `parentId`; returns its id. */
export async function seedGroup(
  realm: string,
  name: string,
  parentId?: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await adminFetch(
    parentId === undefined ? `/${realm}/groups` : `/${realm}/groups/${parentId}/children`,
    { method: "POST", body: JSON.stringify({ name, ...extra }) },
  );
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating group ${name} returned no location.`);
  return id;
}

/** Makes a user a member of a group. */
export async function join(realm: string, userId: string, groupId: string): Promise<void> {
  await adminFetch(`/${realm}/users/${userId}/groups/${groupId}`, { method: "PUT" });
}

/** The groups table (top level or a group's children) of the page. */
export const groupsTable = (page: Page): Locator => page.getByRole("grid").first();

/** A row of a table, by the group or user it names. */
export const rowOf = (page: Page, name: string): Locator =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

/** The sub-group trail above a group's name. */
export const trail = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Sub-group trail" });
