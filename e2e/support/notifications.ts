import type { Page } from "@playwright/test";

/** At most this many notifications are closed in one go: more would mean a page that repeats one. */
const closeLimit = 20;

/**
 * Closes the notifications on screen, as an administrator clears them before going on. A
 * notification stays 8 seconds and covers the top right of the page, where the page header's
 * actions are: a click there waits for it to go. Resolves how many were closed.
 */
export async function closeNotifications(page: Page): Promise<number> {
  const closeButtons = page
    .getByRole("list", { name: "Notifications" })
    .getByRole("button", { name: /^Close the notification/ });
  let closed = 0;
  while (closed < closeLimit && (await closeButtons.count()) > 0) {
    // One that times out meanwhile is gone already, which is what this wants.
    await closeButtons
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    closed += 1;
  }
  return closed;
}
