import { expect as baseExpect, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/** The realm as the server stores it, read through the admin API. */
export async function storedRealm(realm: string): Promise<Record<string, unknown>> {
  return (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
}

/** The realm's attributes as the server stores them. */
export async function storedAttributes(realm: string): Promise<Record<string, string>> {
  return ((await storedRealm(realm))["attributes"] ?? {}) as Record<string, string>;
}

/** Changes the realm through the admin API: the stored representation with `changes` merged. */
export async function seedRealmSettings(
  realm: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const current = await storedRealm(realm);
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({ ...current, ...changes }),
  });
}

/** The number field of a duration, by its label. */
export const durationAmount = (page: Page, label: string) =>
  page.getByRole("spinbutton", { name: label, exact: true });

/** The unit select of a duration, by the duration's label. */
export const durationUnit = (page: Page, label: string) =>
  page.getByRole("combobox", { name: `Unit of ${label}`, exact: true });

export const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
