import { expect as baseExpect, type Page } from "@playwright/test";

/** `expect` with room for the shared, busy server. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Assigns one role through the page's "Assign role" dialog: searches for `search`, chooses the
 * one row it leaves (`row`, e.g. "shop buyer" for a client role) and waits for the dialog to close.
 */
export async function assignOneRole(
  page: Page,
  {
    search,
    row = search,
    kind = "Realm roles",
  }: { search: string; row?: string; kind?: "Realm roles" | "Client roles" },
): Promise<void> {
  await page.getByRole("button", { name: "Assign role" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Assign roles" });
  if (kind === "Client roles") await dialog.getByRole("button", { name: kind }).click();
  await dialog.getByLabel("Search Available roles").fill(search);
  await dialog.getByLabel("Search Available roles").press("Enter");
  // The search has run once the one matching role is the only row (a search clears a choice).
  await expect(dialog.getByRole("grid", { name: "Available roles" }).getByRole("row")).toHaveCount(
    2,
  );
  await dialog.getByRole("checkbox", { name: `Select ${row}` }).check();
  await dialog.getByRole("button", { name: "Assign 1 role" }).click();
  await expect(dialog).toHaveCount(0);
}
