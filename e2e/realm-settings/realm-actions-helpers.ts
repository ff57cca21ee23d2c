import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect } from "./realm-settings-helpers";

/** Opens the realm settings header's actions menu and chooses `action`. */
export async function chooseRealmAction(page: Page, action: string): Promise<void> {
  await page.getByRole("button", { name: "Realm actions" }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

/** Hands `content` to the partial import dialog as the chosen realm file. */
export async function chooseImportFile(
  dialog: Locator,
  content: unknown,
  name = "realm.json",
): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "application/json",
    buffer: Buffer.from(typeof content === "string" ? content : JSON.stringify(content)),
  });
}

/** Runs a partial import of `content` with `policy` ("Fail", "Skip" or "Overwrite"); returns the results dialog. */
export async function partialImport(
  page: Page,
  content: unknown,
  policy: "Fail" | "Skip" | "Overwrite",
): Promise<Locator> {
  await chooseRealmAction(page, "Partial import");
  const dialog = page.getByRole("dialog", { name: "Partial import" });
  await chooseImportFile(dialog, content);
  await dialog.getByRole("radio", { name: new RegExp(`^${policy}:`) }).check();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  const results = page.getByRole("dialog", { name: "Import results" });
  await expect(results).toBeVisible();
  return results;
}

/** The stored user of that username, or undefined. */
export async function storedUserNamed(
  realm: string,
  username: string,
): Promise<Record<string, unknown> | undefined> {
  const found = (await (
    await adminFetch(`/${realm}/users?exact=true&username=${encodeURIComponent(username)}`)
  ).json()) as Record<string, unknown>[];
  return found[0];
}

/** Whether the server still has a realm of that name. */
export async function realmExists(realm: string): Promise<boolean> {
  try {
    await adminFetch(`/${realm}`);
    return true;
  } catch (error) {
    if (String(error).includes(" 404 ")) return false;
    throw error;
  }
}
