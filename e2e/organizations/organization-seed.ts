import { expect as baseExpect, type Locator } from "@playwright/test";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export interface StoredOrganization {
  id: string;
  name: string;
  alias: string;
  enabled: boolean;
  description?: string;
  redirectUrl?: string;
  domains?: { name: string; verified?: boolean }[];
  attributes?: Record<string, string[]>;
}

/** Turns the realm's organizations switch on or off (the server updates only what is sent). */
export async function setOrganizationsEnabled(realm: string, enabled: boolean): Promise<void> {
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({ organizationsEnabled: enabled }),
  });
}

/** Stores an organization through the admin API and returns its id. */
export function seedOrganization(
  realm: string,
  organization: Partial<StoredOrganization> & { name: string },
): Promise<string> {
  return adminCreate(`/${realm}/organizations`, organization);
}

/** The organization as the server stores it. */
export async function storedOrganization(realm: string, id: string): Promise<StoredOrganization> {
  return (await (await adminFetch(`/${realm}/organizations/${id}`)).json()) as StoredOrganization;
}

/** The realm's organizations whose name matches exactly. */
export async function organizationsNamed(
  realm: string,
  name: string,
): Promise<StoredOrganization[]> {
  const query = new URLSearchParams({ search: name, exact: "true" });
  return (await (
    await adminFetch(`/${realm}/organizations?${query.toString()}`)
  ).json()) as StoredOrganization[];
}

/** Whether the realm still has the organization. */
export async function organizationExists(realm: string, id: string): Promise<boolean> {
  try {
    await adminFetch(`/${realm}/organizations/${id}`);
    return true;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return false;
    throw error;
  }
}

/** Turns a PatternFly switch on from the keyboard, as its drawn track covers the input. */
export async function switchOn(target: Locator): Promise<void> {
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked();
}
