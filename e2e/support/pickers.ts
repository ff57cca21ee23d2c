import { expect, type Locator } from "@playwright/test";

/**
 * Types a search into a picker dialog and waits until its list shows the matches. The picker
 * searches once typing pauses; until then the old rows stay on screen and may move under a click
 * as the new ones arrive, so the list says it is busy and this waits for it to settle.
 */
export async function searchPicker(
  dialog: Locator,
  searchLabel: string,
  text: string,
): Promise<void> {
  await dialog.getByRole("textbox", { name: searchLabel }).fill(text);
  await expect(dialog.getByRole("grid")).not.toHaveAttribute("aria-busy", "true");
}

/**
 * Types a search into the group picker of a dialog and waits until its hits are listed: they
 * replace the old rows and the dialog shrinks to them, moving its buttons under a click.
 */
export async function searchGroups(dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole("textbox", { name: "Search groups" }).fill(text);
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
}
