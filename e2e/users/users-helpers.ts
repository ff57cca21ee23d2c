import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export interface SeedUser {
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  attributes?: Record<string, string[]>;
}

/** Creates a user through the admin API and returns its id. */
export async function seedUser(realm: string, user: SeedUser): Promise<string> {
  const response = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({ enabled: true, ...user }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating ${user.username} returned no location.`);
  return id;
}

/**
 * Deletes every user of the realm, for tests that count the whole list: the file's tests share
 * the realm, so such a test clears it first instead of depending on what ran before.
 */
export async function deleteAllUsers(realm: string): Promise<void> {
  const users = (await (
    await adminFetch(`/${realm}/users?briefRepresentation=true&max=1000`)
  ).json()) as { id: string }[];
  for (const user of users) await adminFetch(`/${realm}/users/${user.id}`, { method: "DELETE" });
}

/** Reads a user as the server stores it. */
export async function storedUser(realm: string, id: string): Promise<Record<string, unknown>> {
  return (await (await adminFetch(`/${realm}/users/${id}`)).json()) as Record<string, unknown>;
}

/** Reads users by exact username as the server stores them. */
export async function findStoredUsers(realm: string, username: string): Promise<{ id: string }[]> {
  return (await (
    await adminFetch(`/${realm}/users?exact=true&username=${encodeURIComponent(username)}`)
  ).json()) as {
    id: string;
  }[];
}

/** Lets users hold attributes the user profile does not declare, so attribute search has data. */
export async function allowUnmanagedAttributes(realm: string): Promise<void> {
  const profile = (await (await adminFetch(`/${realm}/users/profile`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/users/profile`, {
    method: "PUT",
    body: JSON.stringify({ ...profile, unmanagedAttributePolicy: "ENABLED" }),
  });
}

export function usersTable(page: Page): Locator {
  return page.getByRole("grid", { name: "Users" });
}

/** The row of a user in the list, found by its username link. */
export function userRow(page: Page, username: string): Locator {
  return usersTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: username, exact: true }) });
}

/** Waits until the list shows exactly these usernames (in any order). */
export async function expectUsernames(page: Page, usernames: string[]): Promise<void> {
  const links = usersTable(page).getByRole("link");
  await expect(links).toHaveCount(usernames.length);
  expect((await links.allTextContents()).sort()).toEqual([...usernames].sort());
}

/** Flips a PatternFly switch from the keyboard, as its styled track covers the input. */
export async function flipSwitch(target: Locator): Promise<void> {
  const before = await target.isChecked();
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked({ checked: !before });
}
