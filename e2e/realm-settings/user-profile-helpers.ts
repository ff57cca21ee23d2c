import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

export interface StoredAttribute {
  name: string;
  displayName?: string;
  group?: string;
  required?: { roles?: string[]; scopes?: string[] };
  permissions?: { view?: string[]; edit?: string[] };
  validations?: Record<string, Record<string, unknown>>;
}

export interface StoredProfile {
  attributes: StoredAttribute[];
  groups?: { name: string; displayHeader?: string; displayDescription?: string }[];
  unmanagedAttributePolicy?: string;
}

/** The realm's user profile configuration as the server stores it. */
export async function storedProfile(realm: string): Promise<StoredProfile> {
  return (await (await adminFetch(`/${realm}/users/profile`)).json()) as StoredProfile;
}

/** Changes the realm's user profile through the admin API. */
export async function seedProfile(
  realm: string,
  change: (profile: StoredProfile) => StoredProfile,
): Promise<void> {
  const response = await adminFetch(`/${realm}/users/profile`, {
    method: "PUT",
    body: JSON.stringify(change(await storedProfile(realm))),
  });
  if (!response.ok) throw new Error(`profile not stored: ${String(response.status)}`);
}

export const attributeNames = (profile: StoredProfile) =>
  profile.attributes.map((attribute) => attribute.name);

export const attributesRoute = (realm: string) => `${realm}/realm-settings/user-profile/attributes`;

/** The attributes table of the user profile tab. */
export const attributesTable = (page: Page) =>
  page.getByRole("grid", { name: "User profile attributes" });
