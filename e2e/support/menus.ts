import { expect, type Locator } from "@playwright/test";

/**
 * Opens a menu with its toggle and chooses one item. While a page settles (a table's toolbar
 * appearing above an empty state), the layout can move between Playwright's check of the toggle
 * and its click, so the click lands beside it; the toggle is then clicked again until the item
 * shows, as a person would.
 */
export async function chooseFromMenu(toggle: Locator, item: Locator): Promise<void> {
  await expect(async () => {
    if (!(await item.isVisible())) await toggle.click();
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
