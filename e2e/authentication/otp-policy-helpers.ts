/** Helpers of the OTP, WebAuthn and CIBA policy specs. */
import type { Page } from "@playwright/test";
import { openConsole } from "../support/fixtures";

/** The policies tab of the authentication page, with one of its inner tabs open. */
export async function openPolicy(page: Page, realm: string, tab: string): Promise<void> {
  await openConsole(page, `${realm}/authentication/policies`);
  await page.getByRole("tab", { name: tab, exact: true }).click();
}
