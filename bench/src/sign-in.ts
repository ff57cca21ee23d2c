import type { Browser, BrowserContextOptions } from "@playwright/test";

export type Cookies = NonNullable<
  Exclude<BrowserContextOptions["storageState"], string | undefined>
>["cookies"];

/**
 * Signs in at the server's login page once and returns its cookies: a fresh browser context
 * given only these is signed in at the server (single sign-on) with nothing else cached, which is
 * what a cold start of either console means here.
 */
export async function signIn(
  browser: Browser,
  consoleUrl: string,
  username: string,
  password: string,
): Promise<Cookies> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(consoleUrl);
    // The server's own login form (a setup step, not a measured one).
    await page.locator("#username").fill(username);
    await page.locator("#password").fill(password);
    await page.locator("#kc-login").click();
    await page.waitForURL((url) => url.href.startsWith(consoleUrl), { timeout: 60_000 });
    const state = await context.storageState();
    return state.cookies;
  } finally {
    await context.close();
  }
}
