import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect } from "../support/fixtures";

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: /^User menu for / }).click();
  return page.getByRole("menu");
}

/** Opens the realm selector in the side navigation. */
export async function openRealmSelector(page: Page) {
  await page.getByRole("button", { name: /choose another realm/ }).click();
  return page.getByRole("menu", { name: "Realms" });
}

/** Deletes a realm if it still exists (tests that create realms through the UI clean up here). */
export async function deleteRealmQuietly(realm: string): Promise<void> {
  await adminFetch(`/${encodeURIComponent(realm)}`, { method: "DELETE" }).catch(
    (error: unknown) => {
      if (!String(error).includes(" 404 ")) throw error;
    },
  );
}

/** Switches the realm's own console to offer Arabic, and the user to it. */
export async function useArabic(realm: string, userId: string): Promise<void> {
  const current = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({
      ...current,
      internationalizationEnabled: true,
      supportedLocales: ["en", "ar"],
      defaultLocale: "en",
    }),
  });
  const user = (await (await adminFetch(`/${realm}/users/${userId}`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/users/${userId}`, {
    method: "PUT",
    body: JSON.stringify({ ...user, attributes: { locale: ["ar"] } }),
  });
}

export async function expectHome(page: Page, realm: string, timeout?: number) {
  await expect(page.getByRole("heading", { name: `Welcome to ${realm}` })).toBeVisible({
    ...(timeout === undefined ? {} : { timeout }),
  });
}
